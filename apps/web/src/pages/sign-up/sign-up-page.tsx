import { signUpRequestSchema } from '@kpdesk/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { accountsApi } from '../../api/accounts';
import { PATHS } from '../../paths';
import { ActionForm } from '../../components/forms/action-form';
import { NewSecretPair } from '../../components/forms/form-field';
import { FormCard } from '../../components/forms/form-parts';
import { useContractForm } from '../../components/forms/use-contract-form';
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

/** Sign Up (signup.html): result codes 101/102/103/104 focus email, mobile, pin, terms (spec §8). */
export function SignUpPage() {
  const { form, isLoading, serverMessage, doneMessage, submit, resetForm } = useContractForm(
    signUpRequestSchema,
    EMPTY,
    FOCUS_BY_CODE,
  );
  const [captchaKey, setCaptchaKey] = useState(0);
  const reloadCaptcha = () => setCaptchaKey((k) => k + 1);
  const navigate = useNavigate();
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
  return (
    <FormCard title="Sign Up">
      <ActionForm
        onSubmit={onSubmit}
        serverMessage={serverMessage}
        done={{ message: doneMessage, onOk: () => void navigate(PATHS.signIn, { replace: true }) }}
        isLoading={isLoading}
        onClear={clear}
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
        <SignUpCaptcha form={form} reloadKey={captchaKey} />
        <TermsAcceptance form={form} />
      </ActionForm>
    </FormCard>
  );
}
