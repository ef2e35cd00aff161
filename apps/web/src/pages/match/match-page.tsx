import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../api/client';
import { matchingApi } from '../../api/matching';
import { pdfApi } from '../../api/pdf';
import { PdfButton } from '../../components/chart-page/pdf-button';
import { MatchClientPicker } from '../../components/match-report/match-client-picker';
import { MatchReport } from '../../components/match-report/match-blocks';
import { useMatchWords, type MatchWords } from '../../components/match-report/match-words';

type Role = 'bride' | 'groom';

/** The ranked partners of the chosen person: both KP promises first, then the 36 points (§9). */
function Ranking({
  runningId,
  role,
  onOpen,
  w,
}: {
  runningId: number;
  role: Role;
  onOpen: (other: number) => void;
  w: MatchWords;
}) {
  const query = useQuery({
    queryKey: ['match', 'rank', runningId, role],
    queryFn: () => matchingApi.rank({ runningId, role }),
  });
  if (query.error) return <Alert variant="danger">{w.t(messageOf(query.error))}</Alert>;
  const rows = query.data?.data.rows;
  if (!rows) return <p role="status">{w.label('ranking')}…</p>;
  return (
    <section aria-labelledby="match-ranking" className="mb-3">
      <h2 id="match-ranking" className="h5">
        {w.label('ranking')}
      </h2>
      <ol>
        {rows.map((r) => (
          <li key={r.runningId}>
            {r.runningId} - {r.name}: {w.verdict(r.verdicts.bride)} / {w.verdict(r.verdicts.groom)} ·{' '}
            {w.label('total')} {r.total} / 36 · {w.label('poruthamTotal')} {r.poruthamTotal}{' '}
            <Button size="sm" variant="link" onClick={() => onOpen(r.runningId)}>
              {w.label('openMatch')}
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}

const numberOf = (text: string | null) => {
  const n = Number(text ?? Number.NaN);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Match (/match.html?bride=N&groom=M): pick the bride and the groom from the astrologer's clients (the
 * address keeps both); the KP judgement first, then the 36 points with each koota's rule and both partners'
 * values, then the ten poruthams and Manglik; a person alone can be ranked against every client who can take
 * the other role. Print keeps the report; Download PDF fetches its one-page printout.
 */
export function MatchPage() {
  const w = useMatchWords();
  const [params, setParams] = useSearchParams();
  const bride = numberOf(params.get('bride')) ?? numberOf(params.get('client'));
  const groom = numberOf(params.get('groom'));
  const [rankRole, setRankRole] = useState<Role | null>(null);
  const set = (role: Role, n: number | null) => {
    const chosen = { bride, groom, [role]: n };
    const next = new URLSearchParams();
    if (chosen.bride !== null) next.set('bride', String(chosen.bride));
    if (chosen.groom !== null) next.set('groom', String(chosen.groom));
    setRankRole(null);
    setParams(next);
  };
  const query = useQuery({
    queryKey: ['match', bride, groom],
    queryFn: () => matchingApi.match({ brideRunningId: bride, groomRunningId: groom }),
    enabled: bride !== null && groom !== null,
    retry: false,
  });
  const alone: { role: Role; runningId: number } | null =
    bride !== null && groom === null
      ? { role: 'bride', runningId: bride }
      : groom !== null && bride === null
        ? { role: 'groom', runningId: groom }
        : null;
  return (
    <section aria-labelledby="match-title" className="mb-3">
      <h1 id="match-title" className="h4">
        {w.label('match')}
      </h1>
      <Row className="screen-only">
        <Col md={6}>
          <MatchClientPicker
            id="match-bride"
            label={w.label('bride')}
            chosen={bride}
            onPick={(n) => set('bride', n)}
            w={w}
          />
        </Col>
        <Col md={6}>
          <MatchClientPicker
            id="match-groom"
            label={w.label('groom')}
            chosen={groom}
            onPick={(n) => set('groom', n)}
            w={w}
          />
        </Col>
      </Row>
      {alone ? (
        <Button className="mb-3 screen-only" onClick={() => setRankRole(alone.role)}>
          {w.label('rank')}
        </Button>
      ) : null}
      {alone && rankRole ? (
        <Ranking
          runningId={alone.runningId}
          role={rankRole}
          onOpen={(other) => set(alone.role === 'bride' ? 'groom' : 'bride', other)}
          w={w}
        />
      ) : null}
      {query.error ? <Alert variant="danger">{w.t(messageOf(query.error))}</Alert> : null}
      {query.data ? (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3 screen-only">
            <Button variant="outline-secondary" size="sm" onClick={() => window.print()}>
              {w.t('Print')}
            </Button>
            <PdfButton
              download={() => pdfApi.match(query.data.data.bride.runningId, query.data.data.groom.runningId)}
            />
          </div>
          <MatchReport match={query.data.data} w={w} />
        </>
      ) : null}
    </section>
  );
}
