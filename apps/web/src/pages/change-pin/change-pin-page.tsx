import { changePinRequestSchema } from '@kpdesk/contract';
import { Button, Form } from 'react-bootstrap';
import { accountsApi } from '../../api/accounts';
import { ApiError } from '../../api/client';
import { storeToken } from '../../api/token';
import { PinField } from '../../components/forms/form-field';
import { DoneState, FormAlert, FormCard, SubmitButton } from '../../components/forms/form-parts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { useBackToProfile } from '../../components/profile/use-back-to-profile';

const EMPTY = { oldPin: '', newPin: '', confirmPin: '' };

/** Change pin (/cpin.html). The spec's screen reads data.code of the answer. */
export function ChangePinPage() {
  const { form, isLoading, serverMessage, doneMessage, submit, resetForm } = useContractForm(
    changePinRequestSchema,
    EMPTY,
  );
  const backToProfile = useBackToProfile();
  const onSubmit = submit(async (v) => {
    const answer = await accountsApi.changePin(v);
    if (answer.data.code !== '200') throw new ApiError('refused', answer.data.message, answer.data.code);
    // The change ends every older sign-in; this session continues with the token the answer carries.
    storeToken(answer.data.token);
    return answer.data.message;
  });
  return (
    <FormCard title="Change pin">
      {doneMessage ? (
        <DoneState message={doneMessage} onOk={backToProfile} />
      ) : (
        <Form noValidate onSubmit={(e) => void onSubmit(e)}>
          <FormAlert message={serverMessage} />
          <PinField form={form} name="oldPin" label="Current pin" />
          <PinField form={form} name="newPin" label="New pin" isNew />
          <PinField form={form} name="confirmPin" label="Confirm pin" isNew />
          <div className="d-flex gap-2">
            <SubmitButton isLoading={isLoading} />
            <Button variant="secondary" type="button" onClick={() => resetForm(EMPTY)}>
              Reset
            </Button>
          </div>
        </Form>
      )}
    </FormCard>
  );
}
