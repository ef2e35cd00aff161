import { clientsApi } from '../../api/clients';
import { PATHS } from '../../paths';
import { ClientEditor, useClientEditor } from '../../components/client-form/client-editor';
import { EMPTY_CLIENT } from '../../components/client-form/client-form';
import { useOpenClient } from '../../components/client-menu/use-selected-client';
import { DoneState, FormCard } from '../../components/forms/form-parts';
import { NewClientCaptcha, useNewClientCaptcha } from './new-client-captcha';

/** The new client's number with the server's message, for the done state. */
interface Added {
  text: string;
  runningId: number;
}

/** The done state: the message with the client's number; Ok opens the new client's KP page. */
function AddedClient({ added }: { added: Added }) {
  const openClient = useOpenClient();
  return (
    <FormCard title="New Client">
      <DoneState
        message={`${added.text} Client number ${added.runningId}.`}
        onOk={() => openClient(PATHS.kpSystem, added.runningId)}
      />
    </FormCard>
  );
}

/** Add Client (/newclient.html): the full form with a captcha; Ok opens the new client's KP page. */
export function NewClientPage() {
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
        New Client
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
