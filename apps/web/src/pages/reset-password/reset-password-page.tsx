import { ACCOUNT_SUCCESS, resetPasswordOtpRequestSchema, resetPasswordRequestSchema } from '@kpdesk/contract';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/accounts';
import { ActionForm } from '../../components/forms/action-form';
import {
  EmailOrMobileField,
  FormField,
  NewSecretPair,
  NEW_PASSWORD_PAIR,
} from '../../components/forms/form-field';
import { FormCard } from '../../components/forms/form-parts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { useBackToSignIn } from '../../components/profile/use-back-to-sign-in';

type ResetForm = ReturnType<typeof useContractForm<typeof resetPasswordRequestSchema>>['form'];

/** The one-time code the server mailed (at most 10 digits). */
function OtpField({ form }: { form: ResetForm }) {
  const { t } = useTranslation();
  return (
    <FormField
      form={form}
      name="otp"
      label={t('OTP')}
      inputMode="numeric"
      maxLength={10}
      autoComplete="one-time-code"
    />
  );
}

/** Reset Password (rpass.html), step 2: the mailed OTP and the new password. */
function ResetStep({ emailOrMobile }: { emailOrMobile: string }) {
  const opening = { emailOrMobile, otp: '', newPassword: '', confirmPassword: '' };
  const { form, isLoading, serverMessage, doneMessage, submit, resetForm } = useContractForm(
    resetPasswordRequestSchema,
    opening,
  );
  const backToSignIn = useBackToSignIn();
  const onSubmit = submit(async (values) => (await accountsApi.resetPassword(values)).message);
  // The 'sent' note is the opening word only: beside a refused OTP it would read as if all were well.
  const isSentNoteShown = !doneMessage && !serverMessage && !form.formState.errors.otp;
  return (
    <>
      {isSentNoteShown ? (
        <Alert variant="info" role="status">
          {ACCOUNT_SUCCESS.otpSent}
        </Alert>
      ) : null}
      <ActionForm
        onSubmit={onSubmit}
        serverMessage={serverMessage}
        done={{ message: doneMessage, onOk: backToSignIn }}
        isLoading={isLoading}
        onClear={() => resetForm(opening)}
      >
        <OtpField form={form} />
        <NewSecretPair form={form} {...NEW_PASSWORD_PAIR} />
      </ActionForm>
    </>
  );
}

/** Reset Password, step 1: the email or mobile; an OTP is mailed (spec §4 "Reset password"). */
export function ResetPasswordPage() {
  const [identifier, setIdentifier] = useState<string | null>(null);
  const { form, isLoading, serverMessage, submit } = useContractForm(resetPasswordOtpRequestSchema, {
    emailOrMobile: '',
  });
  const { t } = useTranslation();
  const onSubmit = submit(async (values) => {
    const answer = await accountsApi.requestOtp(values);
    setIdentifier(values.emailOrMobile);
    return answer.message;
  });
  return (
    <FormCard title={t('Reset Password')}>
      {identifier ? (
        <ResetStep emailOrMobile={identifier} />
      ) : (
        <ActionForm
          onSubmit={onSubmit}
          serverMessage={serverMessage}
          isLoading={isLoading}
          submitLabel="Send OTP"
        >
          <EmailOrMobileField form={form} name="emailOrMobile" />
        </ActionForm>
      )}
    </FormCard>
  );
}
