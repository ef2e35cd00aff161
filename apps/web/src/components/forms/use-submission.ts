import { useCallback, useState } from 'react';
import { messageOf } from '../../api/client';

interface SubmissionState<Done> {
  isLoading: boolean;
  /** The server's refusal of the last attempt. */
  message: string | null;
  /** What the server answered on success. */
  done: Done | null;
}

/**
 * The life of one submit (spec §4): loading while the request runs, then either the done answer or the
 * server's message. Both answer the last attempt only: `clearAnswer` drops them when the astrologer types
 * again, and on Reset or Clear.
 */
export function useSubmission<Done = string>() {
  const [state, setState] = useState<SubmissionState<Done>>({ isLoading: false, message: null, done: null });
  /** Runs `send`; a failure calls `onFailure` (reload a captcha, move focus) and shows its message. */
  const run = useCallback(async (send: () => Promise<Done>, onFailure?: (error: unknown) => void) => {
    setState({ isLoading: true, message: null, done: null });
    try {
      const done = await send();
      setState({ isLoading: false, message: null, done });
    } catch (error) {
      onFailure?.(error);
      setState({ isLoading: false, message: messageOf(error), done: null });
    }
  }, []);
  const setMessage = useCallback(
    (message: string | null) => setState((s) => (s.message === message ? s : { ...s, message })),
    [],
  );
  const clearAnswer = useCallback(
    () => setState((s) => (s.message === null && s.done === null ? s : { ...s, message: null, done: null })),
    [],
  );
  return { ...state, run, setMessage, clearAnswer };
}
