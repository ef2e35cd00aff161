import { CLIENT_SEARCH_MIN_LENGTH } from '@kpdesk/contract';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { clientsApi, type ClientSearchHit } from '../../api/clients';
import { SuggestionList, useSuggestions } from '../forms/suggestions';

/** A client chosen in a form: its number and the name shown. */
export interface PickedClient {
  runningId: number;
  name: string;
}

/** The client a suggestion names, as a form keeps it. */
export const pickedClientOf = (hit: ClientSearchHit): PickedClient => ({
  runningId: hit.runningId,
  name: [hit.firstName, hit.lastName ?? ''].join(' ').trim(),
});

/**
 * A labelled search for one client of the astrologer's (horary's client, a muhurta's people, a match's bride
 * and groom): suggestions from 2 characters, as the header search finds them; picking one empties the field.
 * `id` names the field so two on one page never clash; `excluded` leaves out clients already chosen.
 */
export function ClientPickField({
  id,
  label,
  onPick,
  excluded,
}: {
  id: string;
  label: string;
  onPick: (client: PickedClient) => void;
  excluded?: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [hits] = useSuggestions(text, CLIENT_SEARCH_MIN_LENGTH, clientsApi.search);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={text}
        autoComplete="off"
        placeholder={t('Name, number or place')}
        onChange={(e) => setText(e.target.value)}
      />
      <SuggestionList
        label={t('Matching clients')}
        className="mt-1 shadow-sm"
        items={excluded ? hits.filter((hit) => !excluded.has(hit.runningId)) : hits}
        keyOf={(hit) => String(hit.runningId)}
        textOf={(hit) => hit.uniqueKey}
        onPick={(hit) => {
          setText('');
          onPick(pickedClientOf(hit));
        }}
      />
    </Form.Group>
  );
}
