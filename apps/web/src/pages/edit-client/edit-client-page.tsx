import type { Client, ClientWriteInput } from '@kpdesk/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { clientsApi } from '../../api/clients';
import { PATHS } from '../../paths';
import { ClientEditor, useClientEditor } from '../../components/client-form/client-editor';
import { ClientMenu } from '../../components/client-menu/client-menu';
import { LoadedClient } from '../../components/client-menu/loaded-client';
import { useOpenClient } from '../../selected-client';
import { DoneState } from '../../components/forms/form-parts';

function toFormValues(c: Client): ClientWriteInput {
  return {
    firstName: c.firstName,
    lastName: c.lastName ?? '',
    fatherName: c.fatherName ?? '',
    mobile: c.mobile ?? '',
    email: c.email ?? '',
    maritalStatus: c.maritalStatus,
    marriageDate: c.marriageDate?.slice(0, 10) ?? '',
    sex: c.sex,
    birthTimezone: c.birthTimezone,
    birthDate: c.dobDate,
    birthTime: c.dobTime,
    birthCity: c.birthCity,
    birthLatitude: c.birthLatitude,
    birthLongitude: c.birthLongitude,
  };
}

/** The loaded client's form; Reset restores the loaded values, Ok returns to the chart page. */
function EditClientForm({ client, runningId }: { client: Client; runningId: number }) {
  const saved = toFormValues(client);
  const editor = useClientEditor(saved);
  const openClient = useOpenClient();
  useEffect(() => {
    editor.form.reset(saved);
    // Only a newly loaded record (a refetch with changed values) resets the form, not each render.
  }, [client]);
  const onSubmit = editor.form.handleSubmit((values) =>
    editor.submission.run(
      async () => (await clientsApi.edit({ ...values, id: client.id, runningId })).message,
    ),
  );
  if (editor.submission.done) {
    return <DoneState message={editor.submission.done} onOk={() => openClient(PATHS.kpSystem, runningId)} />;
  }
  return <ClientEditor editor={editor} onSubmit={onSubmit} onReset={() => editor.restart(saved)} />;
}

/** Edit Client (/editclient.html): loads the client, then its form under the client menu. */
export function EditClientPage() {
  const { t } = useTranslation();
  return (
    <LoadedClient>
      {(client, runningId) => (
        <section aria-labelledby="form-title" className="my-3">
          <ClientMenu runningId={runningId} />
          <h1 id="form-title" className="h4 mb-3">
            {t('Edit Client {{id}}', { id: runningId })}
          </h1>
          <EditClientForm client={client} runningId={runningId} />
        </section>
      )}
    </LoadedClient>
  );
}
