import { forgotPinRequestSchema } from '@kpdesk/contract';
import { accountsApi } from '../../api/accounts';
import { ActionForm } from '../../components/forms/action-form';
import { EmailOrMobileField, NewSecretPair, PasswordField } from '../../components/forms/form-field';
import { FormCard } from '../../components/forms/form-parts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { useBackToSignIn } from '../../components/profile/use-back-to-sign-in';

const EMPTY = { emailOrMobile: '', password: '', newPin: '', confirmPin: '' };

/** Forgot Pin (fpin.html): a new pin, proven by the password. */
export function ForgotPinPage() {
  const { form, isLoading, serverMessage, doneMessage, submit, resetForm } = useContractForm(
    forgotPinRequestSchema,
    EMPTY,
  );
  const backToSignIn = useBackToSignIn();
  const onSubmit = submit(async (values) => (await accountsApi.forgotPin(values)).message);
  return (
    <FormCard title="Forgot Pin">
      <ActionForm
        onSubmit={onSubmit}
        serverMessage={serverMessage}
        done={{ message: doneMessage, onOk: backToSignIn }}
        isLoading={isLoading}
        onClear={() => resetForm(EMPTY)}
      >
        <EmailOrMobileField form={form} name="emailOrMobile" />
        <PasswordField form={form} name="password" label="Current password" />
        <NewSecretPair form={form} kind="pin" name="newPin" confirmName="confirmPin" label="New pin" />
      </ActionForm>
    </FormCard>
  );
}
