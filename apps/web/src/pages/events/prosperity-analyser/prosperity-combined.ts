import { EVENT_DIALOG_TITLES, EVENT_MESSAGES, EVENT_PLANETS, type EventData } from '@kpdesk/contract';
import { useState } from 'react';
import { eventsApi } from '../../../api/events';
import { joinJudgement, withValue } from '../shared/judgement-values';
import { useEventSave, type SaveTexts } from '../shared/use-event-save';
import { parseCombined } from './prosperity-values';

/** The Prosperity save dialog's title and texts (spec §8). */
export const PROSPERITY_SAVE_TEXTS: SaveTexts = {
  title: EVENT_DIALOG_TITLES.prosperity,
  saved: EVENT_MESSAGES.prosperitySaved,
  failed: EVENT_MESSAGES.prosperitySaveFailed,
};

/**
 * The combined results of the nine tables: local edits until saved (spec §4), Save with the page's save
 * behaviour (dialogs, reload of the event data), Reset to the saved values, Clear to nothing chosen.
 */
export function useCombinedResults(runningId: number, eventData: EventData) {
  const { id: eventId, key: eventKey } = eventData.currentEvent;
  const savedText = eventData.userEvent.planetCombinedCategory;
  // Edits belong to one event and one saved state: when either changes (another event picked, or the
  // reload after a save) the saved values show again, without an effect that would flash the old ones.
  const base = `${eventId}:${savedText}`;
  const [draft, setDraft] = useState<{ base: string; values: number[] } | null>(null);
  const values = draft?.base === base ? draft.values : parseCombined(savedText);
  const saving = useEventSave({
    runningId,
    eventKey,
    texts: PROSPERITY_SAVE_TEXTS,
    send: (next: number[]) =>
      eventsApi.saveCombinedCategory({
        userId: runningId,
        eventId,
        planetCombinedCategory: joinJudgement(next),
      }),
  });
  return {
    ...saving,
    values,
    setValue: (index: number, value: number) => setDraft({ base, values: withValue(values, index, value) }),
    reset: () => setDraft(null),
    clear: () => setDraft({ base, values: EVENT_PLANETS.map(() => 0) }),
    save: () => saving.save(values),
  };
}
