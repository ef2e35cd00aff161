import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { startKeptPractice, wipeKeptPractice } from '../../api/device/device-status';
import { useDeviceStatus } from '../../api/device/status-store';
import { isKeptOnDevice, rememberKeptOnDevice } from '../../api/device/opt-in';

/**
 * "Keep this practice on this device" (docs/offline.md): a choice of this device, remembered here and never
 * on the server. On, the clients, settings, life events and saved records are kept encrypted on the device
 * (turning it on needs the network, for the key); off, they are wiped, once nothing waits to be sent.
 */
export function KeepOnDeviceSwitch() {
  const { t } = useTranslation();
  const { isOnline, pending } = useDeviceStatus();
  const [isOn, setOn] = useState(isKeptOnDevice);
  const [isBusy, setBusy] = useState(false);
  const turn = async (on: boolean) => {
    setBusy(true);
    rememberKeptOnDevice(on);
    setOn(on);
    await (on ? startKeptPractice() : wipeKeptPractice());
    setBusy(false);
  };
  const isLocked = isBusy || (isOn ? pending > 0 : !isOnline);
  return (
    <section className="mt-4" aria-labelledby="keep-on-device-title">
      <h2 id="keep-on-device-title" className="h6">
        {t('This device')}
      </h2>
      <Form.Check
        type="switch"
        id="keep-on-device"
        role="switch"
        label={t('Keep this practice on this device')}
        checked={isOn}
        disabled={isLocked}
        aria-describedby="keep-on-device-help"
        onChange={(event) => void turn(event.target.checked)}
      />
      <Form.Text id="keep-on-device-help" className="d-block">
        {t(
          'Your clients, settings, life events and saved records are kept on this device, encrypted, so they open without a network. They are wiped when you sign out or turn this off.',
        )}{' '}
        {isOn && pending > 0
          ? t('Changes are waiting to be sent: it can be turned off once they are.')
          : null}
        {!isOn && !isOnline ? t('Turning it on needs the network.') : null}
      </Form.Text>
    </section>
  );
}
