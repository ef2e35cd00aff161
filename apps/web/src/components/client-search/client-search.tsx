import { CLIENT_SEARCH_MESSAGES, CLIENT_SEARCH_MIN_LENGTH } from '@kpdesk/contract';
import { useEffect, useState } from 'react';
import { Button, Form, InputGroup, ListGroup, Modal } from 'react-bootstrap';
import { clientsApi, type ClientSearchHit } from '../../api/clients';
import { messageOf } from '../../api/client';
import { PATHS } from '../../paths';
import { useOpenClient } from '../client-menu/use-selected-client';

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

/** The header search: suggestions from 2 characters, a Search button and the Search modal. */
export function ClientSearch() {
  const [keyword, setKeyword] = useState('');
  const [hits, setHits] = useState<ClientSearchHit[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const openClient = useOpenClient();

  useEffect(() => {
    if (keyword.trim().length < CLIENT_SEARCH_MIN_LENGTH) return setHits([]);
    const timer = window.setTimeout(() => {
      clientsApi.search(keyword).then(
        (answer) => setHits(answer.data),
        () => setHits([]),
      );
    }, 200);
    return () => window.clearTimeout(timer);
  }, [keyword]);

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

  return (
    <div className="position-relative">
      <Form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <InputGroup size="sm">
          <Form.Control
            aria-label="Search clients"
            placeholder="Search by Id, Name, DOB (yyyy-mm-dd), Mobile, Email, Birth Place"
            value={keyword}
            maxLength={50}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <Button type="submit" variant="light">
            Search
          </Button>
        </InputGroup>
      </Form>
      {hits.length > 0 ? (
        <ListGroup
          className="position-absolute w-100 shadow"
          style={{ zIndex: 1050 }}
          aria-label="Matching clients"
        >
          {hits.map((hit) => (
            <ListGroup.Item key={hit.runningId} action onClick={() => open(hit.runningId)}>
              {hit.uniqueKey}
            </ListGroup.Item>
          ))}
        </ListGroup>
      ) : null}
      <Modal show={message !== null} onHide={() => setMessage(null)} aria-labelledby="search-title">
        <Modal.Header>
          <Modal.Title id="search-title">Search</Modal.Title>
        </Modal.Header>
        <Modal.Body>{message}</Modal.Body>
        <Modal.Footer>
          <Button onClick={() => setMessage(null)}>Ok</Button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}
