import { signUpRequestSchema } from '@kpdesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/accounts';
import { ContractFormCard } from '../../components/forms/contract-form-card';
import { NewSecretPair } from '../../components/forms/form-field';
import { useContractForm } from '../../components/forms/use-contract-form';
import { useBackToSignIn } from '../../components/profile/use-back-to-sign-in';
import { PersonFields, SignUpCaptcha, TermsAcceptance } from './sign-up-fields';

const EMPTY = {
  firstName: '',
  lastName: '',
  emailId: '',
  mobile: '',
  pin: '',
  confirmPin: '',
  password: '',
  confirmPasword: '',
  captcha: '',
  checksum: '',
  termsAccepted: false,
};

/** The field each refusal of spec §8 concerns. */
const FOCUS_BY_CODE = {
  '101': 'emailId',
  '102': 'mobile',
  '103': 'pin',
  '104': 'termsAccepted',
  '105': 'captcha',
} as const;

/** The sign-up form: a refused attempt, and Clear, bring a fresh captcha (`captchaKey`). */
function useSignUpForm() {
  const contract = useContractForm(signUpRequestSchema, EMPTY, FOCUS_BY_CODE);
  const { form, submit, resetForm } = contract;
  const [captchaKey, setCaptchaKey] = useState(0);
  const reloadCaptcha = () => setCaptchaKey((k) => k + 1);
  const onSubmit = submit(async (values) => {
    try {
      return (await accountsApi.signUp(values)).message;
    } catch (error) {
      form.setValue('captcha', '');
      reloadCaptcha();
      throw error;
    }
  });
  const clear = () => {
    // Clear empties the captcha's hidden checksum too: a fresh captcha brings a new one.
    resetForm(EMPTY);
    reloadCaptcha();
  };
  return { ...contract, captchaKey, onSubmit, clear };
}

/** Sign Up (signup.html): result codes 101/102/103/104 focus email, mobile, pin, terms (spec §8). */
export function SignUpPage() {
  const signUp = useSignUpForm();
  const { form } = signUp;
  const backToSignIn = useBackToSignIn();
  const { t } = useTranslation();
  return (
    <ContractFormCard
      title={t('Sign Up')}
      state={signUp}
      onSubmit={signUp.onSubmit}
      onOk={backToSignIn}
      onClear={signUp.clear}
    >
      <PersonFields form={form} />
      <NewSecretPair form={form} kind="pin" name="pin" confirmName="confirmPin" label="Pin" />
      <NewSecretPair
        form={form}
        kind="password"
        name="password"
        confirmName="confirmPasword"
        label="Password"
      />
      <SignUpCaptcha form={form} reloadKey={signUp.captchaKey} />
      <TermsAcceptance form={form} />
    </ContractFormCard>
  );
}
