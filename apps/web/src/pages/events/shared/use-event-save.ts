import { EVENT_DIALOG_TITLES, EVENT_MESSAGES } from '@kpdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, messageOf } from '../../../api/client';
import { eventDataKey } from '../../../api/events';
import type { DialogText } from '../../../components/birth-time-correction/save-dialog';

/** The title and the two texts of one panel's save (spec §8). */
export interface SaveTexts {
  title: string;
  saved: string;
  failed: string;
}

/** The save texts of each panel of the page, verbatim from the contract. */
export const SAVE_TEXTS = {
  planet: {
    title: EVENT_DIALOG_TITLES.planet,
    saved: EVENT_MESSAGES.planetSaved,
    failed: EVENT_MESSAGES.planetSaveFailed,
  },
  destiny: {
    title: EVENT_DIALOG_TITLES.destiny,
    saved: EVENT_MESSAGES.destinySaved,
    failed: EVENT_MESSAGES.destinySaveFailed,
  },
  comment: {
    title: EVENT_DIALOG_TITLES.comment,
    saved: EVENT_MESSAGES.commentSaved,
    failed: EVENT_MESSAGES.commentSaveFailed,
  },
} as const satisfies Record<string, SaveTexts>;

/** What the panel shows of a save: whether it runs, its dialog, a failed request's message. */
export interface SaveState {
  isSaving: boolean;
  dialog: DialogText | null;
  closeDialog: () => void;
  failure: string;
}

/** A save of a panel: send it, and what the panel shows of it. */
export interface EventSave<Body = never> extends SaveState {
  save: (body: Body) => void;
}

/**
 * A save of the page (spec §8): success opens the panel's dialog and reloads the event data (spec §4); a
 * refusal (another code) the panel's error text with the server's reason; a failed request the Error
 * dialog, its message also raised in the panel's alert.
 */
export function useEventSave<Body>(options: {
  runningId: number;
  eventKey: string;
  texts: SaveTexts;
  send: (body: Body) => Promise<unknown>;
}): EventSave<Body> {
  const { runningId, eventKey, texts, send } = options;
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DialogText | null>(null);
  const [failure, setFailure] = useState('');
  const save = useMutation({
    mutationFn: send,
    onMutate: () => setFailure(''),
    onSuccess: async () => {
      setDialog({ title: texts.title, text: texts.saved });
      await queryClient.invalidateQueries({ queryKey: eventDataKey(runningId, eventKey) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.kind === 'refused') {
        setDialog({ title: texts.title, text: texts.failed, detail: error.message });
        return;
      }
      setDialog({ title: EVENT_DIALOG_TITLES.error, text: EVENT_MESSAGES.saveRequestFailed });
      setFailure(messageOf(error));
    },
  });
  return {
    save: (body: Body) => save.mutate(body),
    isSaving: save.isPending,
    dialog,
    closeDialog: () => setDialog(null),
    failure,
  };
}
