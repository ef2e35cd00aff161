import { changePasswordRequestSchema } from '@kpdesk/contract';
import { accountsApi } from '../../api/accounts';
import { storeToken } from '../../api/token';
import { ActionForm } from '../../components/forms/action-form';
import { NewSecretPair, PasswordField } from '../../components/forms/form-field';
import { FormCard } from '../../components/forms/form-parts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { useBackToProfile } from '../../components/profile/use-back-to-profile';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change password (/cpass.html): Submit, Reset and Clear (spec §2; with nothing loaded both empty the form). */
export function ChangePasswordPage() {
  const { isLoading, serverMessage, doneMessage, submit, resetForm, form } = useContractForm(
    changePasswordRequestSchema,
    EMPTY,
  );
  const backToProfile = useBackToProfile();
  const onSubmit = submit(async (v) => {
    const answer = await accountsApi.changePassword(v);
    storeToken(answer.data.token);
    return answer.message;
  });
  const empty = () => resetForm(EMPTY);
  return (
    <FormCard title="Change password">
      <ActionForm
        onSubmit={onSubmit}
        serverMessage={serverMessage}
        done={{ message: doneMessage, onOk: backToProfile }}
        isLoading={isLoading}
        onReset={empty}
        onClear={empty}
      >
        <PasswordField form={form} name="oldPassword" label="Current password" />
        <NewSecretPair
          form={form}
          kind="password"
          name="newPassword"
          confirmName="confirmPassword"
          label="New password"
        />
      </ActionForm>
    </FormCard>
  );
}
