import {
  HORARY_MESSAGES,
  HORARY_SEARCH_MAX_LENGTH,
  horarySearchSchema,
  noHoraryFoundMessage,
  type ClientListItem,
  type HoraryListItem,
} from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Spinner } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { messageOf } from '../../api/client';
import { horaryApi, RECENT_HORARY_KEY } from '../../api/horary';
import { PATHS } from '../../app/paths';
import { ListItemTable } from './list-item-table';

/** The message of a keyword the search refuses before asking, or null to search. */
export function checkHorarySearch(keyword: string): string | null {
  const parsed = horarySearchSchema.safeParse({ keyword });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? HORARY_MESSAGES.searchKeywordRequired);
}

type SearchOutcome = { hits: HoraryListItem[] } | { message: string; isError: boolean };

async function searchHorary(keyword: string): Promise<SearchOutcome> {
  const refusal = checkHorarySearch(keyword);
  if (refusal) return { message: refusal, isError: false };
  try {
    const hits = (await horaryApi.search(keyword.trim())).data;
    if (hits.length === 0) return { message: noHoraryFoundMessage(keyword.trim()), isError: false };
    return { hits };
  } catch {
    return { message: HORARY_MESSAGES.searchFailed, isError: true };
  }
}

/** A question as a '#, Name, Date' row: the number and question, then the client in brackets. */
const toListRow = (q: HoraryListItem): ClientListItem => ({
  runningId: q.runningId,
  firstName: `No. ${q.horaryNumber}: ${q.question}`,
  lastName: q.clientName ? `(${q.clientName})` : null,
  date: q.date,
});

function QuestionRows({ rows, caption }: { rows: HoraryListItem[]; caption: string }) {
  const navigate = useNavigate();
  const open = (horaryRunningId: number) => void navigate(PATHS.horary, { state: { horaryRunningId } });
  const label = (r: ClientListItem) => `Open horary question ${r.runningId} ${r.firstName}`;
  return <ListItemTable rows={rows.map(toListRow)} caption={caption} onOpen={open} rowLabel={label} />;
}

function RecentQuestions() {
  const recent = useQuery({ queryKey: RECENT_HORARY_KEY, queryFn: horaryApi.recent });
  if (recent.isPending)
    return <Spinner animation="border" size="sm" role="status" aria-label="Loading Horary" />;
  if (recent.isError) return <Alert variant="danger">{messageOf(recent.error)}</Alert>;
  if (recent.data.data.length === 0)
    return <p className="mb-0 text-body-secondary">You have not saved any horary questions yet.</p>;
  return <QuestionRows rows={recent.data.data} caption="Recent horary questions" />;
}

/**
 * The dashboard's Horary panel beside Options Theory: a search over questions and client names, the Add
 * link to /horary.html and the ten questions saved last; a row reopens its question and chart.
 */
export function HoraryPanel() {
  const [keyword, setKeyword] = useState('');
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const [isSearching, setSearching] = useState(false);
  const onSearch = async () => {
    setSearching(true);
    setOutcome(await searchHorary(keyword));
    setSearching(false);
  };
  const hits = outcome && 'hits' in outcome ? outcome.hits : null;
  return (
    <Col lg={6} xl={4}>
      <Card className="mb-3 h-100">
        <Card.Header as="h2" className="h6 d-flex justify-content-between">
          Horary{' '}
          <Link to={PATHS.horary} aria-label="Add horary question">
            Add
          </Link>
        </Card.Header>
        <Card.Body>
          <Form
            className="d-flex gap-2 mb-2"
            role="search"
            aria-label="Horary questions"
            onSubmit={(e) => {
              e.preventDefault();
              void onSearch();
            }}
          >
            <Form.Control
              size="sm"
              aria-label="Question or client name"
              maxLength={HORARY_SEARCH_MAX_LENGTH}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
            />
            <Button size="sm" type="submit" aria-label="Search horary questions" disabled={isSearching}>
              Search
            </Button>
          </Form>
          {outcome && 'message' in outcome ? (
            <Alert variant={outcome.isError ? 'danger' : 'info'} className="py-1 small" role="alert">
              {outcome.message}
            </Alert>
          ) : null}
          {hits ? (
            <>
              <QuestionRows rows={hits} caption={`Horary questions like ${keyword.trim()}`} />
              <Button variant="link" size="sm" className="px-0" onClick={() => setOutcome(null)}>
                Show recent questions
              </Button>
            </>
          ) : (
            <RecentQuestions />
          )}
        </Card.Body>
      </Card>
    </Col>
  );
}
