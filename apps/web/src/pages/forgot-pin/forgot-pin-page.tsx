import { forgotPinRequestSchema } from '@kpdesk/contract';
import { Button, Form } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { accountsApi } from '../../api/accounts';
import { PATHS } from '../../paths';
import { FormField, PinField, PasswordField } from '../../components/forms/form-field';
import { DoneState, FormAlert, FormCard, SubmitButton } from '../../components/forms/form-parts';
import { useContractForm } from '../../components/forms/use-contract-form';

const EMPTY = { emailOrMobile: '', password: '', newPin: '', confirmPin: '' };

/** Forgot Pin (fpin.html): a new pin, proven by the password. */
export function ForgotPinPage() {
  const { form, isLoading, serverMessage, doneMessage, submit, resetForm } = useContractForm(
    forgotPinRequestSchema,
    EMPTY,
  );
  const navigate = useNavigate();
  const onSubmit = submit(async (values) => (await accountsApi.forgotPin(values)).message);
  return (
    <FormCard title="Forgot Pin">
      {doneMessage ? (
        <DoneState message={doneMessage} onOk={() => void navigate(PATHS.signIn, { replace: true })} />
      ) : (
        <Form noValidate onSubmit={(e) => void onSubmit(e)}>
          <FormAlert message={serverMessage} />
          <FormField
            form={form}
            name="emailOrMobile"
            label="Email or Mobile"
            maxLength={50}
            autoComplete="username"
          />
          <PasswordField form={form} name="password" label="Current password" />
          <PinField form={form} name="newPin" label="New pin" isNew />
          <PinField form={form} name="confirmPin" label="Confirm pin" isNew />
          <div className="d-flex gap-2">
            <SubmitButton isLoading={isLoading} />
            <Button variant="secondary" type="button" onClick={() => resetForm(EMPTY)}>
              Clear
            </Button>
          </div>
        </Form>
      )}
    </FormCard>
  );
}
