import { changePinRequestSchema } from '@kpdesk/contract';
import { accountsApi } from '../../api/accounts';
import { ApiError } from '../../api/client';
import { storeToken } from '../../api/token';
import { ActionForm } from '../../components/forms/action-form';
import { NewSecretPair, PinField } from '../../components/forms/form-field';
import { FormCard } from '../../components/forms/form-parts';
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
      <ActionForm
        onSubmit={onSubmit}
        serverMessage={serverMessage}
        done={{ message: doneMessage, onOk: backToProfile }}
        isLoading={isLoading}
        onReset={() => resetForm(EMPTY)}
      >
        <PinField form={form} name="oldPin" label="Current pin" />
        <NewSecretPair form={form} kind="pin" name="newPin" confirmName="confirmPin" label="New pin" />
      </ActionForm>
    </FormCard>
  );
}
