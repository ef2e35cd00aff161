import { CLIENT_SEARCH_MIN_LENGTH } from '@kpdesk/contract';
import { useEffect, useState } from 'react';
import { Button, Form, ListGroup } from 'react-bootstrap';
import { clientsApi, type ClientSearchHit } from '../../api/clients';

/** The client a question concerns: its number and the name shown. */
export interface PickedClient {
  runningId: number;
  name: string;
}

/** Clients matching the typed text (from 2 characters), as the header search finds them. */
function useClientHits(text: string): ClientSearchHit[] {
  const [hits, setHits] = useState<ClientSearchHit[]>([]);
  useEffect(() => {
    if (text.trim().length < CLIENT_SEARCH_MIN_LENGTH) return setHits([]);
    const timer = window.setTimeout(() => {
      clientsApi.search(text).then(
        (answer) => setHits(answer.data),
        () => setHits([]),
      );
    }, 200);
    return () => window.clearTimeout(timer);
  }, [text]);
  return hits;
}

/** The optional client of a question: a search with suggestions, or the chosen client with Remove. */
export function ClientPicker({
  client,
  onChange,
}: {
  client: PickedClient | null;
  onChange: (client: PickedClient | null) => void;
}) {
  const [text, setText] = useState('');
  const hits = useClientHits(text);
  if (client) {
    return (
      <div className="mb-3">
        <span className="form-label d-block">Client</span>
        <div className="d-flex align-items-center gap-2 flex-wrap">
          <span aria-label="Chosen client">
            {client.runningId} - {client.name}
          </span>
          <Button variant="outline-secondary" size="sm" onClick={() => onChange(null)}>
            Remove client
          </Button>
        </div>
      </div>
    );
  }
  return (
    <Form.Group className="mb-3" controlId="horary-client">
      <Form.Label>Client (optional)</Form.Label>
      <Form.Control
        value={text}
        autoComplete="off"
        placeholder="Name, number or place"
        onChange={(e) => setText(e.target.value)}
      />
      {hits.length > 0 ? (
        <ListGroup className="mt-1 shadow-sm" aria-label="Matching clients">
          {hits.map((hit) => (
            <ListGroup.Item
              key={hit.runningId}
              action
              onClick={() => {
                setText('');
                onChange({
                  runningId: hit.runningId,
                  name: [hit.firstName, hit.lastName ?? ''].join(' ').trim(),
                });
              }}
            >
              {hit.uniqueKey}
            </ListGroup.Item>
          ))}
        </ListGroup>
      ) : null}
    </Form.Group>
  );
}
