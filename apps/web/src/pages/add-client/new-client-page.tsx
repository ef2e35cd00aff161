import { ACCOUNT_MESSAGES } from '@kpdesk/contract';
import { useCallback, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { clientsApi } from '../../api/clients';
import { messageOf } from '../../api/client';
import { PATHS } from '../../paths';
import { DoneState, FormCard } from '../../components/forms/form-parts';
import { useOpenClient } from '../../components/client-menu/use-selected-client';
import { CaptchaImage } from '../../components/forms/captcha-field';
import { ClientFormFields, EMPTY_CLIENT, useClientForm } from '../../components/client-form/client-form';

interface NewClientState {
  isLoading: boolean;
  message: string | null;
  done: { text: string; runningId: number } | null;
}
const OPENING_STATE: NewClientState = { isLoading: false, message: null, done: null };

/** Add Client (/newclient.html): the full form with a captcha; Ok opens the new client's KP page. */
export function NewClientPage() {
  const form = useClientForm(EMPTY_CLIENT);
  const [captcha, setCaptcha] = useState({ answer: '', checksum: '', reload: 0, error: '' });
  const [state, setState] = useState<NewClientState>(OPENING_STATE);
  const dropMessage = useCallback(
    () => setState((s) => (s.message === null ? s : { ...s, message: null })),
    [],
  );
  // Clear remounts the fields, so their own state (the proposed-zone note, the typed place) starts afresh.
  const [fieldsKey, setFieldsKey] = useState(0);
  const openClient = useOpenClient();
  const setChecksum = useCallback(
    (checksum: string) => setCaptcha((c) => ({ ...c, checksum, error: '' })),
    [],
  );
  const clear = () => {
    form.reset(EMPTY_CLIENT);
    setCaptcha((c) => ({ answer: '', checksum: '', reload: c.reload + 1, error: '' }));
    setState(OPENING_STATE);
    setFieldsKey((k) => k + 1);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    // The token is a hidden field: without it (the image failed to load) the captcha is named, not skipped.
    if (!captcha.checksum) {
      setCaptcha((c) => ({ ...c, error: ACCOUNT_MESSAGES.captchaInvalid }));
      return;
    }
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
      setCaptcha((c) => ({ ...c, answer: '', reload: c.reload + 1 }));
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
          key={fieldsKey}
          form={form}
          serverMessage={state.message}
          onTyped={dropMessage}
          isLoading={state.isLoading}
          extra={
            <>
              <CaptchaImage
                onChecksum={setChecksum}
                reloadKey={captcha.reload}
                error={captcha.error || undefined}
              />
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
            <Button variant="secondary" type="button" onClick={clear}>
              Clear
            </Button>
          }
        />
      </Form>
    </section>
  );
}
