import { useTranslation } from 'react-i18next';
import { clientsApi } from '../../api/clients';
import { PATHS } from '../../paths';
import { ClientEditor, useClientEditor } from '../../components/client-form/client-editor';
import { EMPTY_CLIENT } from '../../components/client-form/client-form';
import { useOpenClient } from '../../selected-client';
import { DoneState, FormCard } from '../../components/forms/form-parts';
import { NewClientCaptcha, useNewClientCaptcha } from './new-client-captcha';

/** The new client's number with the server's message, for the done state. */
interface Added {
  text: string;
  runningId: number;
}

/** The done state: the message with the client's number; Ok opens the new client's KP page. */
function AddedClient({ added }: { added: Added }) {
  const { t } = useTranslation();
  const openClient = useOpenClient();
  // The server's message stays as the spec words it; only the number's sentence around it is translated.
  const message = t('{{message}} Client number {{number}}.', {
    message: added.text,
    number: added.runningId,
  });
  return (
    <FormCard title={t('New Client')}>
      <DoneState message={message} onOk={() => openClient(PATHS.kpSystem, added.runningId)} />
    </FormCard>
  );
}

/** Add Client (/newclient.html): the full form with a captcha; Ok opens the new client's KP page. */
export function NewClientPage() {
  const { t } = useTranslation();
  const editor = useClientEditor<Added>(EMPTY_CLIENT);
  const captcha = useNewClientCaptcha();
  const onSubmit = editor.form.handleSubmit(async (values) => {
    if (!captcha.hasToken()) return;
    const { answer, checksum } = captcha.captcha;
    await editor.submission.run(async () => {
      const added = await clientsApi.add({ ...values, captcha: answer, checksum });
      return { text: added.message, runningId: added.data.runningId };
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
        extra={<NewClientCaptcha state={captcha} />}
      />
    </section>
  );
}
