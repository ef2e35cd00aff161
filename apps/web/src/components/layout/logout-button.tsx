import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { wipeKeptPractice } from '../../api/device/device-status';
import { useDeviceStatus } from '../../api/device/status-store';
import { rememberKeptOnDevice } from '../../api/device/opt-in';
import { clearToken } from '../../api/token';
import { PATHS } from '../../paths';
import { ConfirmModal } from './message-modal';
import { StrokeIcon } from './stroke-icon';

/** The logout icon with its confirmation modal (spec §2 "Home dashboard"). */
export function LogoutButton() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pending } = useDeviceStatus();
  const signOff = () => {
    // The practice kept on this device goes with the sign-in, and so does the choice to keep it: the next
    // person to sign in here decides for themselves (docs/offline.md).
    rememberKeptOnDevice(false);
    void wipeKeptPractice();
    clearToken();
    setOpen(false);
    void navigate(PATHS.signIn, { replace: true });
  };
  return (
    <>
      <Button
        variant="outline-light"
        size="sm"
        aria-label={t('Logout')}
        title={t('Logout')}
        onClick={() => setOpen(true)}
      >
        <StrokeIcon path="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
      </Button>
      <ConfirmModal
        isOpen={isOpen}
        title={t('Logout')}
        titleId="logout-title"
        confirm={{ label: t('Yes'), variant: 'primary' }}
        decline={t('No')}
        onConfirm={signOff}
        onDecline={() => setOpen(false)}
      >
        {t('You tried to Signoff from the applicaition. Do you really want to exit?')}
        {pending > 0 ? (
          <strong className="d-block mt-2">
            {t('Changes made offline are not sent yet: {{count}}. Signing out now loses them.', {
              count: pending,
            })}
          </strong>
        ) : null}
      </ConfirmModal>
    </>
  );
}
