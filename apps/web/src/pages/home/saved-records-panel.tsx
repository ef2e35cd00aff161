import type { ClientListItem } from '@kpdesk/contract';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { messageOf } from '../../api/client';
import { savedRecordPath, type SavedRecordKind } from '../../components/options/saved-record';
import type { ScreenPath } from '../../paths';
import { ListItemTable } from './list-item-table';

/** What a search shows: the records found, or a message (a refusal, none found, or a failure). */
export type SearchOutcome = { hits: ClientListItem[] } | { message: string; isError: boolean };

/** The words of a saved-records search: its refusal check, the call, and the two outcome messages. */
export interface RecordSearch {
  /** The message of a keyword refused before asking, or null to search. */
  check: (keyword: string) => string | null;
  send: (keyword: string) => Promise<ClientListItem[]>;
  /** The longest keyword the search takes. */
  maxLength: number;
  noneFound: (keyword: string) => string;
  failed: string;
}

/** Runs a search as the panel shows it: refusals and failures become messages, never thrown errors. */
export async function searchRecords(search: RecordSearch, keyword: string): Promise<SearchOutcome> {
  const refusal = search.check(keyword);
  if (refusal) return { message: refusal, isError: false };
  try {
    const hits = await search.send(keyword.trim());
    if (hits.length === 0) return { message: search.noneFound(keyword.trim()), isError: false };
    return { hits };
  } catch {
    return { message: search.failed, isError: true };
  }
}

/**
 * Everything that differs between the dashboard's saved-record panels (Options Theory, Horary). The words are
 * English keys of the display language's resource; the search's messages are the spec's English.
 */
export interface SavedRecordsPanelProps {
  title: string;
  addPath: string;
  /** The Add link's accessible name when "Add" alone would be ambiguous on the dashboard. */
  addLabel?: string;
  search: RecordSearch;
  /** Names of the search form, its box and its button, for screen readers. */
  searchLabels: { form: string; input: string; button: string };
  /** The recent records: their query, and what the panel says when there are none. */
  recent: { queryKey: QueryKey; load: () => Promise<ClientListItem[]>; empty: string };
  /** `found` names the records found, with a {{keyword}} slot. */
  captions: { recent: string; found: string; backToRecent: string };
  /**
   * Where a row reopens its record: the page's path and the kind of record, whose number goes in the URL
   * (the page reads it with useRecordNumberInUrl); `rowLabel` is a row's accessible name, with {{number}} and
   * {{name}} slots.
   */
  opens: { path: ScreenPath; kind: SavedRecordKind; rowLabel: string };
}

/** What a row of a record saved offline and not sent yet says (docs/offline.md). */
const SAVED_ON_DEVICE = 'Saved on this device. It is sent when the network returns.';

/** A row's click or Enter: the record's page with its number in the URL, and the row's name. */
function useOpenRecord({ path, kind, rowLabel }: SavedRecordsPanelProps['opens']) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return {
    onOpen: (runningId: number) => void navigate(savedRecordPath(path, kind, runningId)),
    // A record saved offline has the device's negative number: no number is read out, but that it waits.
    rowLabel: (row: ClientListItem) =>
      row.runningId < 0
        ? `${t(rowLabel, { number: '', name: row.firstName }).replace(/\s+/g, ' ')}. ${t(SAVED_ON_DEVICE)}`
        : t(rowLabel, { number: row.runningId, name: row.firstName }),
  };
}

function RecentRecords(props: SavedRecordsPanelProps) {
  const { title, recent, captions } = props;
  const { t } = useTranslation();
  const { onOpen, rowLabel } = useOpenRecord(props.opens);
  const query = useQuery({ queryKey: recent.queryKey, queryFn: recent.load });
  if (query.isPending)
    return (
      <Spinner
        animation="border"
        size="sm"
        role="status"
        aria-label={t('Loading {{panel}}', { panel: t(title) })}
      />
    );
  if (query.isError) return <Alert variant="danger">{messageOf(query.error)}</Alert>;
  if (query.data.length === 0) return <p className="mb-0 text-body-secondary">{t(recent.empty)}</p>;
  return <ListItemTable rows={query.data} caption={captions.recent} onOpen={onOpen} rowLabel={rowLabel} />;
}

/** The search box of a panel: the keyword and its Search button. */
function SearchForm({
  labels,
  maxLength,
  keyword,
  isSearching,
  onKeyword,
  onSearch,
}: {
  labels: SavedRecordsPanelProps['searchLabels'];
  maxLength: number;
  keyword: string;
  isSearching: boolean;
  onKeyword: (keyword: string) => void;
  onSearch: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Form
      className="d-flex gap-2 mb-2"
      role="search"
      aria-label={t(labels.form)}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <Form.Control
        size="sm"
        aria-label={t(labels.input)}
        maxLength={maxLength}
        value={keyword}
        onChange={(e) => onKeyword(e.target.value)}
      />
      <Button size="sm" type="submit" aria-label={t(labels.button)} disabled={isSearching}>
        {t('Search')}
      </Button>
    </Form>
  );
}

/** The records a search found, and the way back to the recent ones. */
function FoundRecords({
  hits,
  caption,
  captions,
  opens,
  onBack,
}: Pick<SavedRecordsPanelProps, 'captions' | 'opens'> & {
  hits: ClientListItem[];
  caption: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { onOpen, rowLabel } = useOpenRecord(opens);
  return (
    <>
      <ListItemTable rows={hits} caption={caption} onOpen={onOpen} rowLabel={rowLabel} />
      <Button variant="link" size="sm" className="px-0" onClick={onBack}>
        {t(captions.backToRecent)}
      </Button>
    </>
  );
}

/** A keyword and what its last search showed. */
function useRecordSearch(search: RecordSearch) {
  const [keyword, setKeyword] = useState('');
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const [isSearching, setSearching] = useState(false);
  const onSearch = async () => {
    setSearching(true);
    setOutcome(await searchRecords(search, keyword));
    setSearching(false);
  };
  return { keyword, setKeyword, outcome, clearOutcome: () => setOutcome(null), isSearching, onSearch };
}

/**
 * A dashboard panel of saved records: the Add link, a search by name, and the recent records (#, Name,
 * Date) or the records found; a row reopens its record.
 */
export function SavedRecordsPanel(props: SavedRecordsPanelProps) {
  const { title, addPath, addLabel, captions } = props;
  const { keyword, setKeyword, outcome, clearOutcome, isSearching, onSearch } = useRecordSearch(props.search);
  const { t } = useTranslation();
  return (
    <Card className="mb-3 h-100">
      <Card.Header as="h2" className="h6 d-flex justify-content-between">
        {t(title)}{' '}
        <Link to={addPath} aria-label={addLabel && t(addLabel)}>
          {t('Add')}
        </Link>
      </Card.Header>
      <Card.Body>
        <SearchForm
          labels={props.searchLabels}
          maxLength={props.search.maxLength}
          keyword={keyword}
          isSearching={isSearching}
          onKeyword={setKeyword}
          onSearch={() => void onSearch()}
        />
        {outcome && 'message' in outcome ? (
          <Alert variant={outcome.isError ? 'danger' : 'info'} className="py-1 small" role="alert">
            {outcome.message}
          </Alert>
        ) : null}
        {outcome && 'hits' in outcome ? (
          <FoundRecords
            {...props}
            hits={outcome.hits}
            caption={t(captions.found, { keyword: keyword.trim() })}
            onBack={clearOutcome}
          />
        ) : (
          <RecentRecords {...props} />
        )}
      </Card.Body>
    </Card>
  );
}
