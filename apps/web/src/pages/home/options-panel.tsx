import {
  noOptionsFoundMessage,
  OPTIONS_MESSAGES,
  OPTIONS_SEARCH_MAX_LENGTH,
  optionsSearchSchema,
  type ClientListItem,
} from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { messageOf } from '../../api/client';
import { optionsApi, RECENT_OPTIONS_KEY } from '../../api/options';
import { PATHS } from '../../app/paths';
import { ListItemTable } from './list-item-table';

/** The message of a keyword the search refuses before asking (spec §5 "Search"), or null to search. */
export function checkOptionsSearch(keyword: string): string | null {
  const parsed = optionsSearchSchema.safeParse({ keyword });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? OPTIONS_MESSAGES.searchKeywordRequired);
}

/** What a search shows: the records found, or one of the spec §8 messages. */
type SearchOutcome = { hits: ClientListItem[] } | { message: string; isError: boolean };

async function searchOptions(keyword: string): Promise<SearchOutcome> {
  const refusal = checkOptionsSearch(keyword);
  if (refusal) return { message: refusal, isError: false };
  try {
    const hits = (await optionsApi.search(keyword.trim())).data;
    if (hits.length === 0) return { message: noOptionsFoundMessage(keyword.trim()), isError: false };
    return { hits };
  } catch {
    return { message: OPTIONS_MESSAGES.searchFailed, isError: true };
  }
}

function OptionRows({ rows, caption }: { rows: ClientListItem[]; caption: string }) {
  const navigate = useNavigate();
  const open = (runningId: number) => void navigate(PATHS.optionsTheory, { state: { runningId } });
  const label = (r: ClientListItem) => `Open option ${r.runningId} ${r.firstName}`;
  return <ListItemTable rows={rows} caption={caption} onOpen={open} rowLabel={label} />;
}

function RecentOptions() {
  const recent = useQuery({ queryKey: RECENT_OPTIONS_KEY, queryFn: optionsApi.recent });
  if (recent.isPending)
    return <Spinner animation="border" size="sm" role="status" aria-label="Loading Options Theory" />;
  if (recent.isError) return <Alert variant="danger">{messageOf(recent.error)}</Alert>;
  if (recent.data.data.length === 0)
    return <p className="mb-0 text-body-secondary">You have not done any options recently.</p>;
  return <OptionRows rows={recent.data.data} caption="Recent options" />;
}

/**
 * The home dashboard's Options Theory panel (accounts-clients-settings spec §2): a name search, the Add
 * link to /optionstheory.html and the recent records (#, Name, Date); a row reopens its record with the
 * runningId in navigation state.
 */
export function OptionsPanel() {
  const [keyword, setKeyword] = useState('');
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const [isSearching, setSearching] = useState(false);
  const onSearch = async () => {
    setSearching(true);
    setOutcome(await searchOptions(keyword));
    setSearching(false);
  };
  const hits = outcome && 'hits' in outcome ? outcome.hits : null;
  return (
    <Card className="mb-3 h-100">
      <Card.Header as="h2" className="h6 d-flex justify-content-between">
        Options Theory <Link to={PATHS.optionsTheory}>Add</Link>
      </Card.Header>
      <Card.Body>
        <Form
          className="d-flex gap-2 mb-2"
          role="search"
          aria-label="Options by name"
          onSubmit={(e) => {
            e.preventDefault();
            void onSearch();
          }}
        >
          <Form.Control
            size="sm"
            aria-label="Option name"
            maxLength={OPTIONS_SEARCH_MAX_LENGTH}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <Button size="sm" type="submit" aria-label="Search options" disabled={isSearching}>
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
            <OptionRows rows={hits} caption={`Options named like ${keyword.trim()}`} />
            <Button variant="link" size="sm" className="px-0" onClick={() => setOutcome(null)}>
              Show recent options
            </Button>
          </>
        ) : (
          <RecentOptions />
        )}
      </Card.Body>
    </Card>
  );
}
