import { EVENT_MESSAGES, type DestinyRow, type EventData } from '@kpdesk/contract';

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
