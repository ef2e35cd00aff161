import { formatWindowLength } from '@kpdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-bootstrap';
import { muhurtaApi } from '../../api/muhurta';
import type { MuhurtaWords } from './muhurta-words';

/** The query key of a client's saved muhurtas (a save or a delete makes it stale). */
export const savedMuhurtasKey = (runningId: number) => ['muhurta', 'saved', runningId] as const;

/** The muhurtas saved to a client, earliest window first, each with its event, place, note and Delete. */
export function SavedMuhurtas({
  runningId,
  name,
  words,
}: {
  runningId: number;
  name: string;
  words: MuhurtaWords;
}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: savedMuhurtasKey(runningId),
    queryFn: () => muhurtaApi.list(runningId),
  });
  const saved = query.data?.data ?? [];
  const remove = async (id: number) => {
    await muhurtaApi.remove(runningId, id);
    await queryClient.invalidateQueries({ queryKey: savedMuhurtasKey(runningId) });
  };
  return (
    <section aria-labelledby="muhurta-saved-title" className="mb-3">
      <h2 id="muhurta-saved-title" className="h5">
        {words.label('savedList')}: {name}
      </h2>
      {saved.length === 0 ? (
        <p>—</p>
      ) : (
        <ul className="list-unstyled">
          {saved.map((m) => (
            <li key={m.id} className="border rounded p-2 mb-2 d-flex flex-wrap gap-2 align-items-center">
              <span>
                <strong>{words.event(m.profile.event)}</strong> · {m.window.start} – {m.window.end.slice(11)}{' '}
                ({formatWindowLength(m.window.seconds)}) · {m.place} · {words.label('score')} {m.window.score}
                {m.note ? ` · ${m.note}` : ''}
                {/* A negative id is the device's: saved offline, not sent yet (docs/offline.md). */}
                {m.id < 0 ? (
                  <span className="d-block small text-body-secondary">
                    {words.t('Saved on this device. It is sent when the network returns.')}
                  </span>
                ) : null}
              </span>
              <Button
                size="sm"
                variant="outline-danger"
                className="screen-only"
                onClick={() => void remove(m.id)}
              >
                {words.label('remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
