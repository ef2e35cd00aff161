import { changePasswordRequestSchema } from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/accounts';
import { storeToken } from '../../api/token';
import { ContractFormCard } from '../../components/forms/contract-form-card';
import { NewSecretPair, PasswordField, NEW_PASSWORD_PAIR } from '../../components/forms/form-field';
import { useContractForm } from '../../components/forms/use-contract-form';
import { useBackToProfile } from '../../components/profile/use-back-to-profile';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change password (/cpass.html): Submit, Reset and Clear (spec §2; with nothing loaded both empty the form). */
export function ChangePasswordPage() {
  const contract = useContractForm(changePasswordRequestSchema, EMPTY);
  const { form } = contract;
  const backToProfile = useBackToProfile();
  const { t } = useTranslation();
  const onSubmit = contract.submit(async (v) => {
    const answer = await accountsApi.changePassword(v);
    storeToken(answer.data.token);
    return answer.message;
  });
  const empty = () => contract.resetForm(EMPTY);
  return (
    <ContractFormCard
      title={t('Change password')}
      state={contract}
      onSubmit={onSubmit}
      onOk={backToProfile}
      onReset={empty}
      onClear={empty}
    >
      <PasswordField form={form} name="oldPassword" label={t('Current password')} />
      <NewSecretPair form={form} {...NEW_PASSWORD_PAIR} />
    </ContractFormCard>
  );
}
