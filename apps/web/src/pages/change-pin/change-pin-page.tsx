import { changePinRequestSchema } from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/accounts';
import { ApiError } from '../../api/client';
import { storeToken } from '../../api/token';
import { ContractFormCard } from '../../components/forms/contract-form-card';
import { NewSecretPair, PinField, NEW_PIN_PAIR } from '../../components/forms/form-field';
import { useContractForm } from '../../components/forms/use-contract-form';
import { useBackToProfile } from '../../components/profile/use-back-to-profile';

const EMPTY = { oldPin: '', newPin: '', confirmPin: '' };

/** Change pin (/cpin.html). The spec's screen reads data.code of the answer. */
export function ChangePinPage() {
  const contract = useContractForm(changePinRequestSchema, EMPTY);
  const { form } = contract;
  const backToProfile = useBackToProfile();
  const { t } = useTranslation();
  const onSubmit = contract.submit(async (v) => {
    const answer = await accountsApi.changePin(v);
    if (answer.data.code !== '200') throw new ApiError('refused', answer.data.message, answer.data.code);
    // The change ends every older sign-in; this session continues with the token the answer carries.
    storeToken(answer.data.token);
    return answer.data.message;
  });
  return (
    <ContractFormCard
      title={t('Change pin')}
      state={contract}
      onSubmit={onSubmit}
      onOk={backToProfile}
      onReset={() => contract.resetForm(EMPTY)}
    >
      <PinField form={form} name="oldPin" label={t('Current pin')} />
      <NewSecretPair form={form} {...NEW_PIN_PAIR} />
    </ContractFormCard>
  );
}
