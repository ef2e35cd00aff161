import {
  type MuhurtaSearchAnswer,
  type MuhurtaSearchInput,
  type MuhurtaWindowData,
  SUNRISE_CONVENTIONS,
} from '@kpdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { messageOf } from '../../api/client';
import { saveFile, type DownloadedFile } from '../../api/download';
import { muhurtaApi } from '../../api/muhurta';
import { DayStrip } from './day-strip';
import type { MuhurtaWords } from './muhurta-words';
import type { Person } from './people-picker';
import { savedMuhurtasKey } from './saved-muhurtas';
import { WindowList, windowKey } from './window-list';

/** The windows a file holds: those chosen, else the first ten in the finder's order. */
const FILE_DEFAULT_WINDOWS = 10;

/** Saving a window to one of the people concerned, with the outcome in words. */
function useSaveToClient(body: MuhurtaSearchInput, people: readonly Person[], words: MuhurtaWords) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<number | null>(people[0]?.runningId ?? null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const runningId = people.some((p) => p.runningId === target) ? target : (people[0]?.runningId ?? null);
  const save = async (window: MuhurtaWindowData) => {
    if (runningId === null) return;
    try {
      const answer = await muhurtaApi.save({ runningId, search: body, start: window.start, end: window.end });
      setOutcome({ ok: true, text: words.t(answer.message) });
      await queryClient.invalidateQueries({ queryKey: savedMuhurtasKey(runningId) });
    } catch (error) {
      setOutcome({ ok: false, text: words.t(messageOf(error)) });
    }
  };
  return { runningId, setTarget, outcome, save: runningId === null ? undefined : save };
}

/** Downloads a file of the chosen windows, with a refusal shown in words. */
function useWindowFiles(
  body: MuhurtaSearchInput,
  windows: readonly MuhurtaWindowData[],
  chosen: ReadonlySet<string>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const picked = windows.filter((w) => chosen.has(windowKey(w)));
  const edges = (picked.length > 0 ? picked : windows.slice(0, FILE_DEFAULT_WINDOWS)).map(
    ({ start, end }) => ({ start, end }),
  );
  const download = (make: typeof muhurtaApi.pdf) => async () => {
    setFailure(null);
    try {
      const file: DownloadedFile = await make({ search: body, windows: edges });
      saveFile(file);
    } catch (error) {
      setFailure(messageOf(error));
    }
  };
  return {
    failure,
    canDownload: edges.length > 0,
    pdf: download(muhurtaApi.pdf),
    calendar: download(muhurtaApi.calendar),
  };
}

/**
 * What a search found: the windows (or the next one after the range), the day strip, the windows a person
 * rejects, and the actions on chosen windows (save to a client, PDF, calendar, print).
 */
export function MuhurtaResults({
  answer,
  body,
  people,
  words,
}: {
  answer: MuhurtaSearchAnswer;
  body: MuhurtaSearchInput;
  people: readonly Person[];
  words: MuhurtaWords;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const listed = answer.windows.length > 0 ? answer.windows : answer.next ? [answer.next] : [];
  const saving = useSaveToClient(body, people, words);
  const files = useWindowFiles(body, listed, chosen);
  const onChoose = (w: MuhurtaWindowData, isChosen: boolean) => {
    const next = new Set(chosen);
    if (isChosen) next.add(windowKey(w));
    else next.delete(windowKey(w));
    setChosen(next);
  };
  const actions = { search: body, chosen, onChoose, onSave: saving.save };
  return (
    <section aria-labelledby="muhurta-windows-title" className="mb-3">
      <h2 id="muhurta-windows-title" className="h5" tabIndex={-1}>
        {words.label('windows')} ({answer.windows.length})
      </h2>
      <p className="small">
        {SUNRISE_CONVENTIONS.names[answer.sunriseConvention][words.language]} · UTC
        {answer.timezone >= 0 ? '+' : ''}
        {answer.timezone}
      </p>
      {answer.windows.length === 0 ? (
        <Alert variant="info">
          {words.label('noWindows')}. {answer.next ? words.label('next') : words.label('noNext')}
        </Alert>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mb-2 screen-only align-items-end">
        {people.length > 1 && saving.save ? (
          <Form.Group controlId="muhurta-save-to">
            <Form.Label className="small mb-0">{words.label('save')}</Form.Label>
            <Form.Select
              size="sm"
              value={saving.runningId ?? ''}
              onChange={(e) => saving.setTarget(Number(e.target.value))}
            >
              {people.map((p) => (
                <option key={p.runningId} value={p.runningId}>
                  {p.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        ) : null}
        <Button
          size="sm"
          variant="outline-primary"
          disabled={!files.canDownload}
          onClick={() => void files.pdf()}
        >
          {words.t('Download PDF')}
        </Button>
        <Button
          size="sm"
          variant="outline-primary"
          disabled={!files.canDownload}
          onClick={() => void files.calendar()}
        >
          {words.label('calendar')}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => window.print()}>
          {words.t('Print')}
        </Button>
      </div>
      {saving.outcome ? (
        <Alert
          variant={saving.outcome.ok ? 'success' : 'danger'}
          role={saving.outcome.ok ? 'status' : 'alert'}
        >
          {saving.outcome.text}
        </Alert>
      ) : null}
      {files.failure ? <Alert variant="danger">{words.t(files.failure)}</Alert> : null}
      <WindowList
        windows={listed}
        people={people}
        actions={actions}
        words={words}
        label={words.label('windows')}
      />
      <DayStrip answer={answer} from={String(body.from)} to={String(body.to)} words={words} />
      {answer.rejectedByParticipants.length > 0 ? (
        <>
          <h2 className="h6">{words.label('rejectedByParticipants')}</h2>
          <WindowList
            windows={answer.rejectedByParticipants}
            people={people}
            actions={{ search: body, chosen, onChoose }}
            words={words}
            label={words.label('rejectedByParticipants')}
          />
        </>
      ) : null}
    </section>
  );
}
