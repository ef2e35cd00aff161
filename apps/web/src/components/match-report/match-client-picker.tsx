import { CLIENT_SEARCH_MIN_LENGTH } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { clientsApi } from '../../api/clients';
import { SuggestionList, useSuggestions } from '../forms/suggestions';
import type { MatchWords } from './match-words';

/**
 * A client search for one person of a match (the bride, the groom, a partner): type, pick a suggestion; the
 * chosen client shows by number and name with Change. `id` names the field so two pickers never clash.
 */
export function MatchClientPicker({
  id,
  label,
  chosen,
  onPick,
  w,
}: {
  id: string;
  label: string;
  chosen: number | null;
  onPick: (n: number | null) => void;
  w: MatchWords;
}) {
  const [text, setText] = useState('');
  const [hits] = useSuggestions(text, CLIENT_SEARCH_MIN_LENGTH, clientsApi.search, chosen === null);
  const name = useQuery({
    queryKey: ['client', chosen],
    queryFn: () => clientsApi.get(chosen as number),
    enabled: chosen !== null,
  }).data?.data;
  if (chosen !== null) {
    return (
      <div className="mb-3">
        <span className="form-label d-block">{label}</span>
        <span aria-label={label}>
          {chosen} - {name ? `${name.firstName} ${name.lastName ?? ''}`.trim() : ''}
        </span>{' '}
        <Button size="sm" variant="outline-secondary" className="screen-only" onClick={() => onPick(null)}>
          {w.label('change')}
        </Button>
      </div>
    );
  }
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={text}
        autoComplete="off"
        placeholder={w.t('Name, number or place')}
        onChange={(e) => setText(e.target.value)}
      />
      <SuggestionList
        label={w.t('Matching clients')}
        className="mt-1 shadow-sm"
        items={hits}
        keyOf={(hit) => String(hit.runningId)}
        textOf={(hit) => hit.uniqueKey}
        onPick={(hit) => {
          setText('');
          onPick(hit.runningId);
        }}
      />
    </Form.Group>
  );
}
