import type { Client, ClientWriteInput } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { clientsApi } from '../../api/clients';
import { messageOf } from '../../api/client';
import { PATHS } from '../../paths';
import { ClientMenu } from '../../components/client-menu/client-menu';
import { useOpenClient, useSelectedClient } from '../../components/client-menu/use-selected-client';
import { DoneState } from '../../components/forms/form-parts';
import { ClientFormFields, EMPTY_CLIENT, useClientForm } from '../../components/client-form/client-form';

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

/** Edit Client (/editclient.html): loads the client; Reset restores the loaded values; Ok returns to the chart page. */
export function EditClientPage() {
  const runningId = useSelectedClient();
  const loaded = useQuery({
    queryKey: ['client', runningId],
    queryFn: () => clientsApi.get(runningId ?? 0),
    enabled: runningId !== null,
  });
  const form = useClientForm(EMPTY_CLIENT);
  const [state, setState] = useState<{ isLoading: boolean; message: string | null; done: string | null }>({
    isLoading: false,
    message: null,
    done: null,
  });
  const dropMessage = useCallback(
    () => setState((s) => (s.message === null ? s : { ...s, message: null })),
    [],
  );
  // Reset remounts the fields, so their own state (the proposed-zone note, the typed place) starts afresh.
  const [fieldsKey, setFieldsKey] = useState(0);
  const openClient = useOpenClient();
  const client = loaded.data?.data;
  useEffect(() => {
    if (client) form.reset(toFormValues(client));
    // Only a newly loaded client resets the form.
  }, [client]);
  if (runningId === null)
    return <Alert variant="info">Choose a client from the dashboard or the search first.</Alert>;
  if (loaded.isPending)
    return (
      <p>
        <Spinner animation="border" size="sm" /> Loading - Client
      </p>
    );
  if (loaded.isError || !client) return <Alert variant="danger">{messageOf(loaded.error)}</Alert>;
  const onSubmit = form.handleSubmit(async (values) => {
    setState({ isLoading: true, message: null, done: null });
    try {
      const answer = await clientsApi.edit({ ...values, id: client.id, runningId });
      setState({ isLoading: false, message: null, done: answer.message });
    } catch (error) {
      setState({ isLoading: false, message: messageOf(error), done: null });
    }
  });
  return (
    <section aria-labelledby="form-title" className="my-3">
      <ClientMenu runningId={runningId} />
      <h1 id="form-title" className="h4 mb-3">
        Edit Client {runningId}
      </h1>
      {state.done ? (
        <DoneState message={state.done} onOk={() => openClient(PATHS.kpSystem, runningId)} />
      ) : (
        <Form noValidate onSubmit={(e) => void onSubmit(e)}>
          <ClientFormFields
            key={fieldsKey}
            form={form}
            serverMessage={state.message}
            onTyped={dropMessage}
            isLoading={state.isLoading}
            actions={
              <Button
                variant="secondary"
                type="button"
                onClick={() => {
                  form.reset(toFormValues(client));
                  setState({ isLoading: false, message: null, done: null });
                  setFieldsKey((k) => k + 1);
                }}
              >
                Reset
              </Button>
            }
          />
        </Form>
      )}
    </section>
  );
}
