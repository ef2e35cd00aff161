import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { QueuedChange } from '../../api/device/device-store';
import { AddedClientCaptcha } from './added-client-captcha';

/** The fields whose values differ between the change made on this device and the server's copy. */
function differingFields(mine: unknown, server: unknown): [string, string, string][] {
  const left = (mine ?? {}) as Record<string, unknown>;
  const right = (server ?? {}) as Record<string, unknown>;
  // Values of a client or an event are text, numbers or null; anything else shows as JSON.
  const shown = (value: unknown) =>
    value === null || value === undefined || value === '' ? '—' : JSON.stringify(value).replace(/^"|"$/g, '');
  return Object.keys(left)
    .filter((key) => key in right && shown(left[key]) !== shown(right[key]))
    .map((key) => [key, shown(left[key]), shown(right[key])]);
}

/**
 * The change the outbox waits at, for the astrologer to decide (docs/offline.md): a record changed on both
 * sides (keep mine or keep the server's, the differing fields side by side), a change the server refused
 * (its message, and dropping it), or a client added offline waiting for its captcha. Never decided for them.
 */
export function WaitingChangeDialog({ waiting }: { waiting: QueuedChange }) {
  if (waiting.change.problem?.kind === 'captcha') return <AddedClientCaptcha waiting={waiting} />;
  return <ChangeChoice waiting={waiting} />;
}

function ChangeChoice({ waiting }: { waiting: QueuedChange }) {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const { problem, body } = waiting.change;
  const choose = async (choice: 'mine' | 'server') => {
    setBusy(true);
    const { settleWaiting } = await import('../../api/device/device-sync');
    await settleWaiting(waiting.seq, choice);
    setBusy(false);
  };
  const isConflict = problem?.kind === 'conflict';
  return (
    <Modal show backdrop="static" keyboard={false} aria-labelledby="waiting-change-title">
      <Modal.Header>
        <Modal.Title id="waiting-change-title">
          {isConflict ? t('Changed here and on the server') : t('A change made offline was refused')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {problem?.kind === 'refused' ? <p>{problem.message}</p> : null}
        {isConflict ? (
          <>
            <p>{t('This record was changed on the server after this device read it. Which copy stays?')}</p>
            {problem.server === null ? <p>{t('The server no longer has this record.')}</p> : null}
            <table className="table table-sm table-bordered">
              <thead>
                <tr>
                  <th scope="col">{t('Field')}</th>
                  <th scope="col">{t('On this device')}</th>
                  <th scope="col">{t('On the server')}</th>
                </tr>
              </thead>
              <tbody>
                {differingFields(body, problem.server).map(([field, mine, server]) => (
                  <tr key={field}>
                    <th scope="row">{field}</th>
                    <td>{mine}</td>
                    <td>{server}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        {isConflict ? (
          <Button disabled={isBusy} onClick={() => void choose('mine')}>
            {t('Keep mine')}
          </Button>
        ) : null}
        <Button variant="secondary" disabled={isBusy} onClick={() => void choose('server')}>
          {isConflict ? t("Keep the server's") : t('Drop this change')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
