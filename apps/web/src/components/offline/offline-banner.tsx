import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { startKeptPractice } from '../../api/device/device-status';
import { useDeviceStatus } from '../../api/device/status-store';
import { WaitingChangeDialog } from './waiting-change-dialog';

/**
 * The signed-in screens' status line (docs/offline.md): offline, it says so and names what waits for the
 * network; with changes in the outbox, how many wait to be sent; and it opens the kept practice (when this
 * device opted in) as the signed-in layout mounts, that is on sign-in and on opening the app.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { isOnline, pending, waiting } = useDeviceStatus();
  useEffect(() => void startKeptPractice(), []);
  const isShown = !isOnline || pending > 0;
  return (
    <>
      <div
        role="status"
        className={isShown ? 'alert alert-warning rounded-0 mb-0 py-2 small screen-only' : ''}
      >
        {isOnline ? null : (
          <>
            <strong>{t('You are offline.')}</strong>{' '}
            {t('Place search, PDFs, share links and account changes wait for the network.')}{' '}
          </>
        )}
        {pending > 0 ? t('Changes waiting to be sent: {{count}}', { count: pending }) : null}
      </div>
      {waiting ? <WaitingChangeDialog waiting={waiting} /> : null}
    </>
  );
}
