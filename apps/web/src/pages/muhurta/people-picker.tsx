import { CLIENT_SEARCH_MIN_LENGTH, MUHURTA_MAX_PARTICIPANTS } from '@kpdesk/contract';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { clientsApi, type ClientSearchHit } from '../../api/clients';
import { SuggestionList, useSuggestions } from '../../components/forms/suggestions';
import type { MuhurtaWords } from './muhurta-words';

/** A person a muhurta concerns: the client's number and the name shown. */
export interface Person {
  runningId: number;
  name: string;
}

const personOf = (hit: ClientSearchHit): Person => ({
  runningId: hit.runningId,
  name: [hit.firstName, hit.lastName ?? ''].join(' ').trim(),
});

/**
 * The people concerned: each chosen client with Remove, and a search with suggestions to add one more (up to
 * the call's bound).
 */
export function PeoplePicker({
  people,
  onChange,
  error,
  words,
}: {
  people: readonly Person[];
  onChange: (people: Person[]) => void;
  error?: string;
  words: MuhurtaWords;
}) {
  const [text, setText] = useState('');
  const canAdd = people.length < MUHURTA_MAX_PARTICIPANTS;
  const [hits] = useSuggestions(text, CLIENT_SEARCH_MIN_LENGTH, clientsApi.search, canAdd);
  const chosen = new Set(people.map((p) => p.runningId));
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{words.label('participants')}</legend>
      <ul className="list-unstyled mb-2" aria-label={words.label('participants')}>
        {people.map((person) => (
          <li key={person.runningId} className="d-flex align-items-center gap-2 mb-1">
            <span>
              {person.runningId} - {person.name}
            </span>
            <Button
              variant="outline-secondary"
              size="sm"
              aria-label={`${words.label('removePerson')}: ${person.name}`}
              onClick={() => onChange(people.filter((p) => p.runningId !== person.runningId))}
            >
              ✕
            </Button>
          </li>
        ))}
      </ul>
      {canAdd ? (
        <Form.Group controlId="muhurta-person">
          <Form.Label>{words.label('addPerson')}</Form.Label>
          <Form.Control
            value={text}
            autoComplete="off"
            placeholder={words.t('Name, number or place')}
            onChange={(e) => setText(e.target.value)}
          />
          <SuggestionList
            label={words.t('Matching clients')}
            className="mt-1 shadow-sm"
            items={hits.filter((hit) => !chosen.has(hit.runningId))}
            keyOf={(hit) => String(hit.runningId)}
            textOf={(hit) => hit.uniqueKey}
            onPick={(hit) => {
              setText('');
              onChange([...people, personOf(hit)]);
            }}
          />
        </Form.Group>
      ) : null}
      {error ? <div className="invalid-feedback d-block">{words.t(error)}</div> : null}
    </fieldset>
  );
}
