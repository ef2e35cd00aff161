import {
  formatMoment,
  LIFE_EVENT_MESSAGES,
  momentParam,
  parseMoment,
  type LocalMoment,
} from '@kpdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { ClientRequest } from '../../api/charts';
import { messageOf } from '../../api/client';
import {
  lifeEventsApi,
  lifeEventsKey,
  type LifeEvent,
  type RectificationCandidate,
} from '../../api/life-events';
import { transitApi } from '../../api/transit';
import { BirthTimeCorrectionPanel } from '../../components/birth-time-correction/birth-time-correction-panel';
import { savedBirthMoment } from '../../components/interval-search/moments';
import { ConfirmModal } from '../../components/layout/message-modal';
import { CandidateTable, type CandidateTableProps } from './candidate-table';
import type { LifeEventShowers } from './life-event-display';
import { useKeptWindow } from './kept-window';
import { windowAround } from './rectification-window';
import { useRevealOn } from './reveal';
import { WindowForm } from './window-form';

/** A candidate's middle moment, typed (the server writes 'yyyy-MM-dd HH:mm:ss'). */
const momentOf = (candidate: RectificationCandidate): LocalMoment | null => parseMoment(candidate.moment);

/**
 * Choose: saves the candidate's middle moment as the birth time correction through the Birth Time
 * Correction's own call, then every chart of the client (Client Details, KP System, this page's list and
 * timeline) loads afresh.
 */
function useChooseCandidate(runningId: number, show: LifeEventShowers) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [asked, setAsked] = useState<RectificationCandidate | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const choose = useMutation({
    mutationFn: async (candidate: RectificationCandidate) => {
      const moment = momentOf(candidate);
      if (!moment) throw new Error(candidate.moment);
      await transitApi.updateBirthTime(runningId, momentParam(moment));
      return candidate;
    },
    onMutate: () => setSaved(null),
    onSuccess: async (candidate) => {
      setAsked(null);
      setSaved(
        t('Birth time corrected to {{moment}}. Every chart of the client now uses it.', {
          moment: show.candidateMoment(candidate.moment),
        }),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['chart'] }),
        queryClient.invalidateQueries({ queryKey: lifeEventsKey(runningId) }),
      ]);
    },
  });
  return { asked, setAsked, saved, choose };
}

/** The candidate previewed in the Birth Time Correction panel under the table. */
function CandidatePreview({
  client,
  candidate,
  rank,
  onClose,
}: {
  client: ClientRequest;
  candidate: RectificationCandidate;
  rank: number;
  onClose: () => void;
}) {
  const opening = momentOf(candidate) ?? undefined;
  const { t } = useTranslation();
  // The preview is drawn after every row, often far below the button that asked for it.
  const ref = useRevealOn<HTMLElement>(candidate.moment);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="candidate-preview-title"
      className="border rounded p-2 mt-3 screen-only revealed-result"
    >
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h3 id="candidate-preview-title" className="h6 mb-0">
          {t('Preview of candidate {{rank}}', { rank })}
        </h3>
        <Button size="sm" variant="outline-secondary" onClick={onClose}>
          {t('Close preview')}
        </Button>
      </div>
      <BirthTimeCorrectionPanel key={candidate.moment} client={client} opening={opening} />
    </section>
  );
}

/** What the last choice came to: the saved time's words, or the server's refusal. */
function ChoiceOutcome({ saved, failure }: { saved: string | null; failure: string | null }) {
  // Choose is pressed in a row far down the table; its outcome is drawn above it.
  const ref = useRevealOn<HTMLDivElement>(failure ?? saved);
  if (failure)
    return (
      <Alert ref={ref} tabIndex={-1} variant="danger" className="revealed-result">
        {failure}
      </Alert>
    );
  if (!saved) return null;
  return (
    <Alert ref={ref} tabIndex={-1} variant="success" role="status" className="mt-3 revealed-result">
      {saved}
    </Alert>
  );
}

/** The question before a candidate is saved as the birth time correction. */
function ChooseConfirmation({
  asked,
  rank,
  show,
  onConfirm,
  onDecline,
}: {
  asked: RectificationCandidate | null;
  rank: number;
  show: LifeEventShowers;
  onConfirm: (candidate: RectificationCandidate) => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      isOpen={asked !== null}
      title={t('Choose this birth time')}
      titleId="choose-candidate-title"
      confirm={{ label: t('Save as birth time'), variant: 'primary' }}
      decline={t('Close')}
      onConfirm={() => asked && onConfirm(asked)}
      onDecline={onDecline}
    >
      {t(
        "Save {{moment}} (candidate {{rank}}) as the client's corrected birth time? Every chart of the client will use it; the recorded time stays in the client's details.",
        { moment: asked ? show.candidateMoment(asked.moment) : '', rank },
      )}
    </ConfirmModal>
  );
}

/** Props of {@link RectificationWorkbench}. */
export interface RectificationWorkbenchProps {
  client: ClientRequest;
  events: readonly LifeEvent[];
  show: LifeEventShowers;
}

/** The candidates' table and, under it, the candidate being previewed. */
function CandidateResults({
  client,
  previewed,
  onClosePreview,
  ...table
}: CandidateTableProps & {
  client: ClientRequest;
  previewed: RectificationCandidate | null;
  onClosePreview: () => void;
}) {
  return (
    <>
      <div className="mt-3">
        <CandidateTable {...table} />
      </div>
      {previewed ? (
        <CandidatePreview
          client={client}
          candidate={previewed}
          rank={table.candidates.indexOf(previewed) + 1}
          onClose={onClosePreview}
        />
      ) : null}
    </>
  );
}

/**
 * Run: the candidates of a window around the saved birth moment; a new run closes the last preview. When the
 * saved moment moves (a candidate chosen), the last window is run again around it, so the list never shows
 * candidates of a time the client no longer has.
 */
function useRectificationRun(client: ClientRequest) {
  const centre = savedBirthMoment(client);
  const centreKey = formatMoment(centre);
  const [previewed, setPreviewed] = useState<RectificationCandidate | null>(null);
  const lastRun = useRef<{ centre: string; seconds: number } | null>(null);
  const run = useMutation({
    mutationFn: (window: { from: string; to: string }) =>
      lifeEventsApi.candidatesOf(client.runningId, window),
    onMutate: () => setPreviewed(null),
  });
  const { mutate } = run;
  const runAround = useCallback(
    (seconds: number) => {
      lastRun.current = { centre: centreKey, seconds };
      mutate(windowAround(centre, seconds));
    },
    [centre, centreKey, mutate],
  );
  useEffect(() => {
    const last = lastRun.current;
    if (last && last.centre !== centreKey) runAround(last.seconds);
  }, [centreKey, runAround]);
  return { centre, run, runAround, previewed, setPreviewed };
}

/**
 * The rectification workbench: a window around the saved birth time (the corrected one when there is one),
 * Run, and the candidates with their evidence, each previewed in the Birth Time Correction panel or chosen
 * (asked first) as the birth time correction. It needs at least one life event and says so.
 */
export function RectificationWorkbench({ client, events, show }: RectificationWorkbenchProps) {
  const { centre, run, runAround, previewed, setPreviewed } = useRectificationRun(client);
  const { asked, setAsked, saved, choose } = useChooseCandidate(client.runningId, show);
  const kept = useKeptWindow(events.length > 0, runAround);
  const candidates = run.data ?? [];
  const rankOf = (candidate: RectificationCandidate) => candidates.indexOf(candidate) + 1;
  const { t } = useTranslation();
  const centreMoment = show.candidateMoment(formatMoment(centre));
  if (events.length === 0) return <Alert variant="info">{LIFE_EVENT_MESSAGES.noLifeEvents}</Alert>;
  return (
    <>
      <WindowForm
        centreText={
          client.birthTimeCorrected
            ? t('Around the corrected birth time {{moment}}.', { moment: centreMoment })
            : t('Around the recorded birth time {{moment}}.', { moment: centreMoment })
        }
        isLoading={run.isPending}
        message={run.isError ? messageOf(run.error) : null}
        initial={kept.initial}
        onRun={(seconds, entry) => {
          kept.keep(entry);
          runAround(seconds);
        }}
      />
      <ChoiceOutcome saved={saved} failure={choose.isError ? messageOf(choose.error) : null} />
      {run.data ? (
        <CandidateResults
          client={client}
          runningId={client.runningId}
          candidates={candidates}
          events={events}
          show={show}
          previewed={previewed}
          onPreview={setPreviewed}
          onClosePreview={() => setPreviewed(null)}
          onChoose={setAsked}
        />
      ) : null}
      <ChooseConfirmation
        asked={asked}
        rank={asked ? rankOf(asked) : 0}
        show={show}
        onConfirm={(candidate) => choose.mutate(candidate)}
        onDecline={() => setAsked(null)}
      />
    </>
  );
}
