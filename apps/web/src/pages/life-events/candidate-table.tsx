import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import type { TFunction } from 'i18next';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import {
  lifeEventsApi,
  lifeEventsKey,
  type LifeEvent,
  type RectificationCandidate,
  type RectificationEvidenceAnswer,
} from '../../api/life-events';
import { QueryView } from '../../components/chart-page/chart-query';
import { ChartTable } from '../../components/chart-tables/chart-table';
import { EventEvidence, signedValue } from './event-evidence';
import './life-events.css';
import type { LifeEventShowers } from './life-event-display';

const COLUMNS = [
  'Rank',
  'From',
  'To',
  'Middle moment',
  'Ascendant sign / star / sub',
  'Score',
  'Ruling planets',
  'Actions',
] as const;

/** The agreement in words: the sub lord named, never a mark or colour alone. */
export function agreementWords(t: TFunction, candidate: RectificationCandidate): string {
  const lord = t(candidate.ascendant.subLord);
  return candidate.rulingPlanetsAgree ? t('Agree ({{lord}} rules now)', { lord }) : t('Do not agree');
}

/**
 * React Query key of one candidate's evidence: under the client's life events, so every save, delete or
 * chosen birth time (which make those stale) asks for it again; then the moment judged.
 */
const candidateEvidenceKey = (runningId: number, moment: string) =>
  [...lifeEventsKey(runningId), 'evidence', moment] as const;

/**
 * Each event's evidence for one candidate, titled by the event it judges: asked for when the candidate is
 * opened (the list carries only the scores), again when the events change.
 */
function CandidateEvidence({
  runningId,
  candidate,
  rank,
  events,
  show,
}: {
  runningId: number;
  candidate: RectificationCandidate;
  rank: number;
  events: readonly LifeEvent[];
  show: LifeEventShowers;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: candidateEvidenceKey(runningId, candidate.moment),
    queryFn: () => lifeEventsApi.evidenceOf(runningId, candidate.moment),
  });
  return (
    <section aria-label={t('Evidence of candidate {{rank}}', { rank })} className="p-2">
      <QueryView query={query} loadingText={t('Loading - Evidence of candidate {{rank}}', { rank })}>
        {(loaded) => <EvidenceTables {...{ evidence: loaded.evidence, rank, events, show }} />}
      </QueryView>
    </section>
  );
}

function EvidenceTables({
  evidence: all,
  rank,
  events,
  show,
}: {
  evidence: RectificationEvidenceAnswer['evidence'];
  rank: number;
  events: readonly LifeEvent[];
  show: LifeEventShowers;
}) {
  const { t } = useTranslation();
  return (
    <>
      {all.map((evidence) => {
        const event = events.find((e) => e.id === evidence.lifeEventId);
        const title = event
          ? `${t(event.eventName)} ${show.eventWhen(event)}`
          : t('Event {{id}}', { id: evidence.lifeEventId });
        return (
          <div key={evidence.lifeEventId}>
            <h4 className="h6 mb-1">
              {t('{{title}} · score {{score}}', { title, score: signedValue(evidence.score) })}
            </h4>
            <EventEvidence
              caption={t('Candidate {{rank}}, {{title}}: periods, promise and score', { rank, title })}
              periods={evidence.periods}
              promise={evidence.promise}
              score={evidence.score}
              showMoment={show.periodDate}
            />
          </div>
        );
      })}
    </>
  );
}

/** What a row's buttons do with its candidate. */
export interface CandidateActions {
  onPreview: (candidate: RectificationCandidate) => void;
  onChoose: (candidate: RectificationCandidate) => void;
}

/** A candidate's actions: open its evidence, preview it in the correction panel, choose it. */
function CandidateButtons({
  candidate,
  rank,
  isOpen,
  onToggle,
  actions,
}: {
  candidate: RectificationCandidate;
  rank: number;
  isOpen: boolean;
  onToggle: () => void;
  actions: CandidateActions;
}) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-1">
      <Button
        size="sm"
        variant="outline-secondary"
        aria-expanded={isOpen}
        aria-controls={`candidate-evidence-${rank}`}
        aria-label={t('Evidence of candidate {{rank}}', { rank })}
        onClick={onToggle}
      >
        {t('Evidence')}
      </Button>
      <Button
        size="sm"
        variant="outline-primary"
        aria-label={t('Preview candidate {{rank}}', { rank })}
        onClick={() => actions.onPreview(candidate)}
      >
        {t('Preview')}
      </Button>
      <Button
        size="sm"
        variant="primary"
        aria-label={t('Choose candidate {{rank}}', { rank })}
        onClick={() => actions.onChoose(candidate)}
      >
        {t('Choose')}
      </Button>
    </div>
  );
}

/** A moment's cell: its date and its time each unbroken, so a narrow column breaks only between them. */
function MomentCell({ moment, label, show }: { moment: string; label: string; show: LifeEventShowers }) {
  const [date, time] = show.candidateParts(moment);
  return (
    <td role="cell" data-label={label}>
      <span className="text-nowrap">{date}</span> <span className="text-nowrap">{time}</span>
    </td>
  );
}

function CandidateRow({
  candidate,
  rank,
  isOpen,
  onToggle,
  show,
  actions,
}: {
  candidate: RectificationCandidate;
  rank: number;
  isOpen: boolean;
  onToggle: () => void;
  show: LifeEventShowers;
  actions: CandidateActions;
}) {
  const { signLord, starLord, subLord } = candidate.ascendant;
  const { t } = useTranslation();
  // Each cell names its column, so on a phone, where the row becomes a card, every value keeps its heading;
  // the roles are written out because a table drawn as blocks loses them in some browsers.
  const label = (column: (typeof COLUMNS)[number]) => t(column);
  return (
    <tr role="row" className="candidate-row">
      <th scope="row" role="rowheader" data-label={label('Rank')}>
        {rank}
      </th>
      <MomentCell moment={candidate.from} label={label('From')} show={show} />
      <MomentCell moment={candidate.to} label={label('To')} show={show} />
      <MomentCell moment={candidate.moment} label={label('Middle moment')} show={show} />
      <td
        role="cell"
        data-label={label('Ascendant sign / star / sub')}
      >{`${t(signLord)} / ${t(starLord)} / ${t(subLord)}`}</td>
      <td role="cell" data-label={label('Score')}>
        <span className="fw-semibold">{signedValue(candidate.score)}</span>{' '}
        <span className="small text-body-secondary">
          {t('({{up}} favourable, {{down}} unfavourable)', {
            up: candidate.favourableEvents,
            down: candidate.unfavourableEvents,
          })}
        </span>
      </td>
      <td role="cell" data-label={label('Ruling planets')}>
        {agreementWords(t, candidate)}
      </td>
      <td role="cell" className="candidate-actions">
        <CandidateButtons
          candidate={candidate}
          rank={rank}
          isOpen={isOpen}
          onToggle={onToggle}
          actions={actions}
        />
      </td>
    </tr>
  );
}

/** Props of {@link CandidateTable}. */
export interface CandidateTableProps extends CandidateActions {
  /** The client whose candidates these are (their evidence is asked for by it). */
  runningId: number;
  candidates: readonly RectificationCandidate[];
  events: readonly LifeEvent[];
  show: LifeEventShowers;
}

/**
 * The candidates in the server's order (score, then agreement, then nearest the birth time), ranked; each
 * opens its evidence under it, and can be previewed or chosen. Evidence, never a verdict.
 */
export function CandidateTable({ runningId, candidates, events, show, ...actions }: CandidateTableProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (rank: number) =>
    setOpen((all) => {
      const next = new Set(all);
      if (!next.delete(rank)) next.add(rank);
      return next;
    });
  return (
    <ChartTable
      caption={t('Rectification candidates ({{n}})', { n: candidates.length })}
      columns={COLUMNS}
      className="small align-middle candidate-table"
    >
      {candidates.map((candidate, i) => (
        <Fragment key={candidate.from}>
          <CandidateRow
            candidate={candidate}
            rank={i + 1}
            isOpen={open.has(i + 1)}
            onToggle={() => toggle(i + 1)}
            show={show}
            actions={actions}
          />
          {open.has(i + 1) ? (
            <tr id={`candidate-evidence-${i + 1}`} className="candidate-evidence">
              <td colSpan={COLUMNS.length}>
                <CandidateEvidence
                  runningId={runningId}
                  candidate={candidate}
                  rank={i + 1}
                  events={events}
                  show={show}
                />
              </td>
            </tr>
          ) : null}
        </Fragment>
      ))}
    </ChartTable>
  );
}
