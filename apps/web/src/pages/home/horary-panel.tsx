import {
  HORARY_MESSAGES,
  HORARY_SEARCH_MAX_LENGTH,
  horarySearchSchema,
  noHoraryFoundMessage,
  type ClientListItem,
  type HoraryListItem,
} from '@kpdesk/contract';
import { Col } from 'react-bootstrap';
import { horaryApi, RECENT_HORARY_KEY } from '../../api/horary';
import { i18next } from '../../i18n/setup';
import { PATHS } from '../../paths';
import { SavedRecordsPanel, type RecordSearch } from './saved-records-panel';

/** The message of a keyword the search refuses before asking, or null to search. */
export function checkHorarySearch(keyword: string): string | null {
  const parsed = horarySearchSchema.safeParse({ keyword });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? HORARY_MESSAGES.searchKeywordRequired);
}

/**
 * A question as a '#, Name, Date' row: the number and question, then the client in brackets; the number's
 * words are in the language shown when the list loads (the dashboard reloads its lists on opening).
 */
const toListRow = (q: HoraryListItem): ClientListItem => ({
  runningId: q.runningId,
  firstName: i18next.t('No. {{number}}: {{question}}', { number: q.horaryNumber, question: q.question }),
  lastName: q.clientName ? `(${q.clientName})` : null,
  date: q.date,
});

const HORARY_SEARCH: RecordSearch = {
  check: checkHorarySearch,
  send: async (keyword) => (await horaryApi.search(keyword)).data.map(toListRow),
  maxLength: HORARY_SEARCH_MAX_LENGTH,
  noneFound: noHoraryFoundMessage,
  failed: HORARY_MESSAGES.searchFailed,
};

const loadRecent = async () => (await horaryApi.recent()).data.map(toListRow);

/**
 * The dashboard's Horary panel beside Options Theory: a search over questions and client names, the Add
 * link to /horary.html and the ten questions saved last; a row reopens its question and chart.
 */
export function HoraryPanel() {
  return (
    <Col lg={6} xl={4}>
      <SavedRecordsPanel
        title="Horary"
        addPath={PATHS.horary}
        addLabel="Add horary question"
        search={HORARY_SEARCH}
        searchLabels={{
          form: 'Horary questions',
          input: 'Question or client name',
          button: 'Search horary questions',
        }}
        recent={{
          queryKey: RECENT_HORARY_KEY,
          load: loadRecent,
          empty: 'You have not saved any horary questions yet.',
        }}
        captions={{
          recent: 'Recent horary questions',
          found: 'Horary questions like {{keyword}}',
          backToRecent: 'Show recent questions',
        }}
        opens={{ path: PATHS.horary, kind: 'horary', rowLabel: 'Open horary question {{number}} {{name}}' }}
      />
    </Col>
  );
}
