import { useQuery } from '@tanstack/react-query';
import { Button } from 'react-bootstrap';
import { clientsApi } from '../../api/clients';
import { ClientPickField } from '../client-search/client-pick-field';
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
  // The chosen client may come from the address alone, so its name is read by number.
  const name = useQuery({
    queryKey: ['client', chosen],
    queryFn: () => clientsApi.get(chosen as number),
    enabled: chosen !== null,
  }).data?.data;
  if (chosen === null) {
    return <ClientPickField id={id} label={label} onPick={(client) => onPick(client.runningId)} />;
  }
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
