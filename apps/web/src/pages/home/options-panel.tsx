import {
  noOptionsFoundMessage,
  OPTIONS_MESSAGES,
  OPTIONS_SEARCH_MAX_LENGTH,
  optionsSearchSchema,
} from '@kpdesk/contract';
import { optionsApi, RECENT_OPTIONS_KEY } from '../../api/options';
import { PATHS } from '../../paths';
import { SavedRecordsPanel, type RecordSearch } from './saved-records-panel';

/** The message of a keyword the search refuses before asking (spec §5 "Search"), or null to search. */
export function checkOptionsSearch(keyword: string): string | null {
  const parsed = optionsSearchSchema.safeParse({ keyword });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? OPTIONS_MESSAGES.searchKeywordRequired);
}

const OPTIONS_SEARCH: RecordSearch = {
  check: checkOptionsSearch,
  send: async (keyword) => (await optionsApi.search(keyword)).data,
  maxLength: OPTIONS_SEARCH_MAX_LENGTH,
  noneFound: noOptionsFoundMessage,
  failed: OPTIONS_MESSAGES.searchFailed,
};

const loadRecent = async () => (await optionsApi.recent()).data;

/**
 * The home dashboard's Options Theory panel (accounts-clients-settings spec §2): a name search, the Add
 * link to /optionstheory.html and the recent records (#, Name, Date); a row reopens its record with the
 * number in the URL.
 */
export function OptionsPanel() {
  return (
    <SavedRecordsPanel
      title="Options Theory"
      addPath={PATHS.optionsTheory}
      search={OPTIONS_SEARCH}
      searchLabels={{ form: 'Options by name', input: 'Option name', button: 'Search options' }}
      recent={{
        queryKey: RECENT_OPTIONS_KEY,
        load: loadRecent,
        empty: 'You have not done any options recently.',
      }}
      captions={{
        recent: 'Recent options',
        found: 'Options named like {{keyword}}',
        backToRecent: 'Show recent options',
      }}
      opens={{ path: PATHS.optionsTheory, kind: 'options', rowLabel: 'Open option {{number}} {{name}}' }}
    />
  );
}
