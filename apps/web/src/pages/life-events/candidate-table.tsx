import { Fragment, useState } from 'react';
import type { TFunction } from 'i18next';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { LifeEvent, RectificationCandidate } from '../../api/life-events';
import { ChartTable } from '../../components/chart-tables/chart-table';
import { EventEvidence, signedValue } from './event-evidence';
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
];

/** The agreement in words: the sub lord named, never a mark or colour alone. */
export function agreementWords(t: TFunction, candidate: RectificationCandidate): string {
  const lord = t(candidate.ascendant.subLord);
  return candidate.rulingPlanetsAgree ? t('Agree ({{lord}} rules now)', { lord }) : t('Do not agree');
}

/** Each event's evidence for one candidate, titled by the event it judges. */
function CandidateEvidence({
  candidate,
  rank,
  events,
  show,
}: {
  candidate: RectificationCandidate;
  rank: number;
  events: readonly LifeEvent[];
  show: LifeEventShowers;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('Evidence of candidate {{rank}}', { rank })} className="p-2">
      {candidate.evidence.map((evidence) => {
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
    </section>
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
    <div className="d-flex flex-nowrap gap-1">
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
function MomentCell({ moment, show }: { moment: string; show: LifeEventShowers }) {
  const [date, time] = show.candidateParts(moment);
  return (
    <td>
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
  return (
    <tr>
      <th scope="row">{rank}</th>
      <MomentCell moment={candidate.from} show={show} />
      <MomentCell moment={candidate.to} show={show} />
      <MomentCell moment={candidate.moment} show={show} />
      <td>{`${t(signLord)} / ${t(starLord)} / ${t(subLord)}`}</td>
      <td>{signedValue(candidate.score)}</td>
      <td>{agreementWords(t, candidate)}</td>
      <td>
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
  candidates: readonly RectificationCandidate[];
  events: readonly LifeEvent[];
  show: LifeEventShowers;
}

/**
 * The candidates in the server's order (score, then agreement, then nearest the birth time), ranked; each
 * opens its evidence under it, and can be previewed or chosen. Evidence, never a verdict.
 */
export function CandidateTable({ candidates, events, show, ...actions }: CandidateTableProps) {
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
      className="small align-middle"
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
            <tr id={`candidate-evidence-${i + 1}`}>
              <td colSpan={COLUMNS.length}>
                <CandidateEvidence candidate={candidate} rank={i + 1} events={events} show={show} />
              </td>
            </tr>
          ) : null}
        </Fragment>
      ))}
    </ChartTable>
  );
}
