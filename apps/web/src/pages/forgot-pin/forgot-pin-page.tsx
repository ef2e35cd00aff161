import { forgotPinRequestSchema } from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/accounts';
import { ContractFormCard } from '../../components/forms/contract-form-card';
import {
  EmailOrMobileField,
  NewSecretPair,
  PasswordField,
  NEW_PIN_PAIR,
} from '../../components/forms/form-field';
import { useContractForm } from '../../components/forms/use-contract-form';
import { useBackToSignIn } from '../../components/profile/use-back-to-sign-in';

const EMPTY = { emailOrMobile: '', password: '', newPin: '', confirmPin: '' };

/** Forgot Pin (fpin.html): a new pin, proven by the password. */
export function ForgotPinPage() {
  const contract = useContractForm(forgotPinRequestSchema, EMPTY);
  const { form } = contract;
  const backToSignIn = useBackToSignIn();
  const { t } = useTranslation();
  const onSubmit = contract.submit(async (values) => (await accountsApi.forgotPin(values)).message);
  return (
    <ContractFormCard
      title={t('Forgot Pin')}
      state={contract}
      onSubmit={onSubmit}
      onOk={backToSignIn}
      onClear={() => contract.resetForm(EMPTY)}
    >
      <EmailOrMobileField form={form} name="emailOrMobile" />
      <PasswordField form={form} name="password" label={t('Current password')} />
      <NewSecretPair form={form} {...NEW_PIN_PAIR} />
    </ContractFormCard>
  );
}
