import { CLIENT_SEARCH_MESSAGES, CLIENT_SEARCH_MIN_LENGTH } from '@kpdesk/contract';
import { useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { clientsApi, type ClientSearchHit } from '../../api/clients';
import { messageOf } from '../../api/client';
import { PATHS } from '../../paths';
import { useOpenClient } from '../../selected-client';
import { SuggestionList, useSuggestions } from '../forms/suggestions';
import { MessageModal } from '../layout/message-modal';

/** What the search takes (spec §2 header search): Id, Name, DOB (yyyy-mm-dd), Mobile, Email, Birth Place. */
export const SEARCH_KEYS_HINT = 'Id, Name, DOB (yyyy-mm-dd), Mobile, Email, Birth Place';
/** What a search answers: open the one client, or say why not (spec §8 search modal messages). */
export function decideSearch(
  keyword: string,
  hits: readonly ClientSearchHit[],
): { open: number } | { message: string } {
  if (keyword.trim() === '') return { message: CLIENT_SEARCH_MESSAGES.keywordRequired };
  const [only, ...rest] = hits;
  if (!only) return { message: CLIENT_SEARCH_MESSAGES.notFound };
  if (rest.length > 0) return { message: CLIENT_SEARCH_MESSAGES.multipleFound };
  return { open: only.runningId };
}

/** The search field and its button. */
function SearchBox({
  keyword,
  onType,
  onSearch,
}: {
  keyword: string;
  onType: (keyword: string) => void;
  onSearch: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <InputGroup size="sm">
        <Form.Control
          aria-label={t('Search clients')}
          // The six keys of spec §2 in words that fit the box at 1280 px; the label and button say 'Search'.
          placeholder={t(SEARCH_KEYS_HINT)}
          title={t('Search by Id, Name, DOB (yyyy-mm-dd), Mobile, Email, Birth Place')}
          value={keyword}
          maxLength={50}
          onChange={(e) => onType(e.target.value)}
        />
        <Button type="submit" variant="light">
          {t('Search')}
        </Button>
      </InputGroup>
    </Form>
  );
}

/**
 * The search's state: the keyword, its suggestions, and the modal's message. Opening a client (a suggestion,
 * or the one match of Search) records the visit and goes to its KP page.
 */
function useClientSearch() {
  const [keyword, setKeyword] = useState('');
  const [hits, setHits] = useSuggestions(keyword, CLIENT_SEARCH_MIN_LENGTH, clientsApi.search);
  const [message, setMessage] = useState<string | null>(null);
  const openClient = useOpenClient();
  const open = (runningId: number) => {
    setHits([]);
    setKeyword('');
    void clientsApi.recordVisit(runningId).catch(() => undefined);
    openClient(PATHS.kpSystem, runningId);
  };
  const search = async () => {
    try {
      const answer = keyword.trim() === '' ? [] : (await clientsApi.search(keyword)).data;
      const decision = decideSearch(keyword, answer);
      if ('open' in decision) open(decision.open);
      else setMessage(decision.message);
    } catch (error) {
      setMessage(messageOf(error));
    }
  };
  return { keyword, setKeyword, hits, open, search, message, closeMessage: () => setMessage(null) };
}

/** The header search: suggestions from 2 characters, a Search button and the Search modal. */
export function ClientSearch() {
  const { t } = useTranslation();
  const { keyword, setKeyword, hits, open, search, message, closeMessage } = useClientSearch();
  return (
    <div className="position-relative">
      <SearchBox keyword={keyword} onType={setKeyword} onSearch={() => void search()} />
      <SuggestionList
        label={t('Matching clients')}
        className="position-absolute w-100 shadow"
        style={{ zIndex: 1050 }}
        items={hits}
        keyOf={(hit) => String(hit.runningId)}
        textOf={(hit) => hit.uniqueKey}
        onPick={(hit) => open(hit.runningId)}
      />
      <MessageModal
        isOpen={message !== null}
        title={t('Search')}
        titleId="search-title"
        onHide={closeMessage}
        actions={<Button onClick={closeMessage}>{t('Ok')}</Button>}
      >
        {message}
      </MessageModal>
    </div>
  );
}
