import { EVENT_MESSAGES, type DestinyRow, type EventData } from '@kpdesk/contract';
import type { TFunction } from 'i18next';

/** One side of the destiny judgement, with the event data's fields of that side. */
export interface DestinySide {
  /** 'Supportive' or 'Opposive', as the summary's row labels start. */
  name: string;
  /** The Destiny Analyser table's caption. */
  caption: string;
  emptyText: string;
  labels: readonly string[];
  rows: readonly DestinyRow[];
  /** The saved Destiny Results as comma values. */
  saved: string;
}

/**
 * The label of a side's row in the display language: the server's 'Primary 10' as its group's word and the
 * cusp number, or 'Cusp 10' when the server gave no label.
 */
export function destinyLabelOf(t: TFunction, side: DestinySide, index: number): string {
  const row = side.rows[index];
  const label = side.labels[index];
  const grouped = label ? /^(.+) (\d+)$/.exec(label) : null;
  if (grouped?.[1] && grouped[2]) return t('{{group}} {{cusp}}', { group: t(grouped[1]), cusp: grouped[2] });
  return label ?? t('Cusp {{cusp}}', { cusp: row?.cusp ?? index + 1 });
}

/**
 * The supportive (Primary, Secondary, Supportive) and opposive (Bad, Worse, Worst) sides of the event
 * data, in that order: the one place that says which fields of the event data belong to which side.
 */
export function destinySidesOf(data: EventData): { supportive: DestinySide; opposive: DestinySide } {
  return {
    supportive: {
      name: 'Supportive',
      caption: 'Supportive Destiny',
      emptyText: EVENT_MESSAGES.noSupportiveDestiny,
      labels: data.supportiveDestiny,
      rows: data.supportiveDestinyRows,
      saved: data.userEvent.supportiveDestinyCategory,
    },
    opposive: {
      name: 'Opposive',
      caption: 'Opposive Destiny',
      emptyText: EVENT_MESSAGES.noOpposiveDestiny,
      labels: data.opposingDestiny,
      rows: data.opposingDestinyRows,
      saved: data.userEvent.opposingDestinyCategory,
    },
  };
}
