import { useCallback, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { clientsApi } from '../../api/clients';
import { messageOf } from '../../api/client';
import { PATHS } from '../../app/paths';
import { DoneState, FormCard } from '../../components/forms/form-parts';
import { useOpenClient } from '../../components/client-menu/use-selected-client';
import { CaptchaImage } from '../../components/forms/captcha-field';
import { ClientFormFields, EMPTY_CLIENT, useClientForm } from './client-form';

/** Add Client (/newclient.html): the full form with a captcha; Ok opens the new client's KP page. */
export function NewClientPage() {
  const form = useClientForm(EMPTY_CLIENT);
  const [captcha, setCaptcha] = useState({ answer: '', checksum: '', reload: 0 });
  const [state, setState] = useState<{
    isLoading: boolean;
    message: string | null;
    done: { text: string; runningId: number } | null;
  }>({ isLoading: false, message: null, done: null });
  const openClient = useOpenClient();
  const setChecksum = useCallback((checksum: string) => setCaptcha((c) => ({ ...c, checksum })), []);
  const onSubmit = form.handleSubmit(async (values) => {
    setState({ isLoading: true, message: null, done: null });
    try {
      const answer = await clientsApi.add({
        ...values,
        captcha: captcha.answer,
        checksum: captcha.checksum,
      });
      setState({
        isLoading: false,
        message: null,
        done: { text: answer.message, runningId: answer.data.runningId },
      });
    } catch (error) {
      setCaptcha((c) => ({ answer: '', checksum: c.checksum, reload: c.reload + 1 }));
      setState({ isLoading: false, message: messageOf(error), done: null });
    }
  });
  if (state.done) {
    const { runningId, text } = state.done;
    return (
      <FormCard title="New Client">
        <DoneState
          message={`${text} Client number ${runningId}.`}
          onOk={() => openClient(PATHS.kpSystem, runningId)}
        />
      </FormCard>
    );
  }
  return (
    <section aria-labelledby="form-title" className="my-3">
      <h1 id="form-title" className="h4 mb-3">
        New Client
      </h1>
      <Form noValidate onSubmit={(e) => void onSubmit(e)}>
        <ClientFormFields
          form={form}
          serverMessage={state.message}
          isLoading={state.isLoading}
          extra={
            <>
              <CaptchaImage onChecksum={setChecksum} reloadKey={captcha.reload} />
              <Form.Group className="mb-3" controlId="field-captcha">
                <Form.Label>Captcha</Form.Label>
                <Form.Control
                  value={captcha.answer}
                  maxLength={6}
                  autoComplete="off"
                  onChange={(e) => setCaptcha((c) => ({ ...c, answer: e.target.value }))}
                />
              </Form.Group>
            </>
          }
          actions={
            <Button variant="secondary" type="button" onClick={() => form.reset(EMPTY_CLIENT)}>
              Clear
            </Button>
          }
        />
      </Form>
    </section>
  );
}
