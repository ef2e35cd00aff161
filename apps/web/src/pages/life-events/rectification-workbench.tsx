import {
  formatMoment,
  LIFE_EVENT_MESSAGES,
  momentParam,
  parseMoment,
  type LocalMoment,
} from '@kpdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
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
import { CandidateTable } from './candidate-table';
import type { LifeEventShowers } from './life-event-display';
import { windowAround } from './rectification-window';
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
        `Birth time corrected to ${show.candidateMoment(candidate.moment)}. Every chart of the client now uses it.`,
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
  return (
    <section aria-labelledby="candidate-preview-title" className="border rounded p-2 mt-3 screen-only">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h3 id="candidate-preview-title" className="h6 mb-0">
          Preview of candidate {rank}
        </h3>
        <Button size="sm" variant="outline-secondary" onClick={onClose}>
          Close preview
        </Button>
      </div>
      <BirthTimeCorrectionPanel key={candidate.moment} client={client} opening={opening} />
    </section>
  );
}

/** Props of {@link RectificationWorkbench}. */
export interface RectificationWorkbenchProps {
  client: ClientRequest;
  events: readonly LifeEvent[];
  show: LifeEventShowers;
}

/**
 * The rectification workbench: a window around the saved birth time (the corrected one when there is one),
 * Run, and the candidates with their evidence, each previewed in the Birth Time Correction panel or chosen
 * (asked first) as the birth time correction. It needs at least one life event and says so.
 */
export function RectificationWorkbench({ client, events, show }: RectificationWorkbenchProps) {
  const centre = savedBirthMoment(client);
  const run = useMutation({
    mutationFn: (seconds: number) =>
      lifeEventsApi.candidatesOf(client.runningId, windowAround(centre, seconds)),
  });
  const [previewed, setPreviewed] = useState<RectificationCandidate | null>(null);
  const { asked, setAsked, saved, choose } = useChooseCandidate(client.runningId, show);
  const candidates = run.data ?? [];
  const rankOf = (candidate: RectificationCandidate) => candidates.indexOf(candidate) + 1;
  const centreText = `${client.birthTimeCorrected ? 'corrected' : 'recorded'} birth time ${show.candidateMoment(formatMoment(centre))}`;
  if (events.length === 0) return <Alert variant="info">{LIFE_EVENT_MESSAGES.noLifeEvents}</Alert>;
  return (
    <>
      <WindowForm
        centreText={centreText}
        isLoading={run.isPending}
        message={run.isError ? messageOf(run.error) : null}
        onRun={(seconds) => {
          setPreviewed(null);
          run.mutate(seconds);
        }}
      />
      {saved ? (
        <Alert variant="success" role="status" className="mt-3">
          {saved}
        </Alert>
      ) : null}
      {choose.isError ? <Alert variant="danger">{messageOf(choose.error)}</Alert> : null}
      {run.data ? (
        <div className="mt-3">
          <CandidateTable
            candidates={candidates}
            events={events}
            show={show}
            onPreview={setPreviewed}
            onChoose={setAsked}
          />
        </div>
      ) : null}
      {previewed ? (
        <CandidatePreview
          client={client}
          candidate={previewed}
          rank={rankOf(previewed)}
          onClose={() => setPreviewed(null)}
        />
      ) : null}
      <ConfirmModal
        isOpen={asked !== null}
        title="Choose this birth time"
        titleId="choose-candidate-title"
        confirm={{ label: 'Save as birth time', variant: 'primary' }}
        decline="Close"
        onConfirm={() => asked && choose.mutate(asked)}
        onDecline={() => setAsked(null)}
      >
        Save {asked ? show.candidateMoment(asked.moment) : ''} (candidate {asked ? rankOf(asked) : ''}) as the
        client&apos;s corrected birth time? Every chart of the client will use it; the recorded time stays in
        the client&apos;s details.
      </ConfirmModal>
    </>
  );
}
