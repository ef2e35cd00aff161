import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clientsApi } from '../../api/clients';
import { useDeviceStatus } from '../../api/device/status-store';
import { isKeptOnDevice } from '../../api/device/opt-in';
import { PATHS } from '../../paths';
import { ClientEditor, useClientEditor } from '../../components/client-form/client-editor';
import { EMPTY_CLIENT } from '../../components/client-form/client-form';
import { useOpenClient } from '../../selected-client';
import { DoneState, FormCard } from '../../components/forms/form-parts';
import { NewClientCaptcha, useNewClientCaptcha } from './new-client-captcha';

/** The new client's number with the server's message, for the done state (no number: saved on this device). */
interface Added {
  text: string;
  runningId: number | null;
}

/** The done state: the message with the client's number; Ok opens the new client's KP page. */
function AddedClient({ added }: { added: Added }) {
  const { t } = useTranslation();
  const openClient = useOpenClient();
  const navigate = useNavigate();
  if (added.runningId === null) {
    // Added offline: it waits in the outbox for the network and its captcha (docs/offline.md).
    return (
      <FormCard title={t('New Client')}>
        <DoneState message={t(added.text)} onOk={() => void navigate(PATHS.home)} />
      </FormCard>
    );
  }
  const { runningId } = added;
  // The server's message stays as the spec words it; only the number's sentence around it is translated.
  const message = t('{{message}} Client number {{number}}.', {
    message: added.text,
    number: added.runningId,
  });
  return (
    <FormCard title={t('New Client')}>
      <DoneState message={message} onOk={() => openClient(PATHS.kpSystem, runningId)} />
    </FormCard>
  );
}

/**
 * Add Client (/newclient.html): the full form with a captcha; Ok opens the new client's KP page. Offline on a
 * device that keeps the practice, the server's captcha cannot be shown: the client is saved on the device
 * and the captcha is asked when the network returns.
 */
export function NewClientPage() {
  const { t } = useTranslation();
  const editor = useClientEditor<Added>(EMPTY_CLIENT);
  const captcha = useNewClientCaptcha();
  const waitsForNetwork = !useDeviceStatus().isOnline && isKeptOnDevice();
  const onSubmit = editor.form.handleSubmit(async (values) => {
    if (!waitsForNetwork && !captcha.hasToken()) return;
    const { answer, checksum } = waitsForNetwork ? { answer: '', checksum: '' } : captcha.captcha;
    await editor.submission.run(async () => {
      const added = await clientsApi.add({ ...values, captcha: answer, checksum });
      // The device answers no number for a client it keeps for later.
      return { text: added.message, runningId: added.data.runningId > 0 ? added.data.runningId : null };
    }, captcha.reload);
  });
  const clear = () => {
    editor.restart(EMPTY_CLIENT);
    captcha.clear();
  };
  if (editor.submission.done) return <AddedClient added={editor.submission.done} />;
  return (
    <section aria-labelledby="form-title" className="my-3">
      <h1 id="form-title" className="h4 mb-3">
        {t('New Client')}
      </h1>
      <ClientEditor
        editor={editor}
        onSubmit={onSubmit}
        onClear={clear}
        extra={
          waitsForNetwork ? (
            <p className="text-body-secondary">
              {t(
                'Offline, the client is saved on this device; the captcha is asked when the network returns.',
              )}
            </p>
          ) : (
            <NewClientCaptcha state={captcha} />
          )
        }
      />
    </section>
  );
}
