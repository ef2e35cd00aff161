import { MUHURTA_MAX_PARTICIPANTS } from '@kpdesk/contract';
import { Button } from 'react-bootstrap';
import { ClientPickField, type PickedClient } from '../../components/client-search/client-pick-field';
import type { MuhurtaWords } from './muhurta-words';

/** A person a muhurta concerns: the client's number and the name shown. */
export type Person = PickedClient;

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
  const canAdd = people.length < MUHURTA_MAX_PARTICIPANTS;
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
        <ClientPickField
          id="muhurta-person"
          label={words.label('addPerson')}
          excluded={chosen}
          onPick={(person) => onChange([...people, person])}
        />
      ) : null}
      {error ? <div className="invalid-feedback d-block">{words.t(error)}</div> : null}
    </fieldset>
  );
}
