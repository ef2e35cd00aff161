import { changePasswordRequestSchema } from '@kpdesk/contract';
import { Button, Form } from 'react-bootstrap';
import { accountsApi } from '../../api/accounts';
import { storeToken } from '../../api/token';
import { PasswordField } from '../../components/forms/form-field';
import { DoneState, FormAlert, FormCard, SubmitButton } from '../../components/forms/form-parts';
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
  return (
    <FormCard title="Change password">
      {doneMessage ? (
        <DoneState message={doneMessage} onOk={backToProfile} />
      ) : (
        <Form noValidate onSubmit={(e) => void onSubmit(e)}>
          <FormAlert message={serverMessage} />
          <PasswordField form={form} name="oldPassword" label="Current password" />
          <PasswordField form={form} name="newPassword" label="New password" isNew />
          <PasswordField form={form} name="confirmPassword" label="Confirm password" isNew />
          <div className="d-flex gap-2">
            <SubmitButton isLoading={isLoading} />
            <Button variant="secondary" type="button" onClick={() => resetForm(EMPTY)}>
              Reset
            </Button>
            <Button variant="outline-secondary" type="button" onClick={() => resetForm(EMPTY)}>
              Clear
            </Button>
          </div>
        </Form>
      )}
    </FormCard>
  );
}
