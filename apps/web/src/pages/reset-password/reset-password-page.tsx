import { ACCOUNT_SUCCESS, resetPasswordOtpRequestSchema, resetPasswordRequestSchema } from '@kpdesk/contract';
import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { accountsApi } from '../../api/accounts';
import { PATHS } from '../../paths';
import { FormField, PasswordField } from '../../components/forms/form-field';
import { DoneState, FormAlert, FormCard, SubmitButton } from '../../components/forms/form-parts';
import { useContractForm } from '../../components/forms/use-contract-form';

/** Reset Password (rpass.html), step 2: the mailed OTP and the new password. */
function ResetStep({ emailOrMobile }: { emailOrMobile: string }) {
  const opening = { emailOrMobile, otp: '', newPassword: '', confirmPassword: '' };
  const { form, isLoading, serverMessage, doneMessage, submit, resetForm } = useContractForm(
    resetPasswordRequestSchema,
    opening,
  );
  const navigate = useNavigate();
  const onSubmit = submit(async (values) => (await accountsApi.resetPassword(values)).message);
  if (doneMessage)
    return <DoneState message={doneMessage} onOk={() => void navigate(PATHS.signIn, { replace: true })} />;
  return (
    <Form noValidate onSubmit={(e) => void onSubmit(e)}>
      <Alert variant="info" role="status">
        {ACCOUNT_SUCCESS.otpSent}
      </Alert>
      <FormAlert message={serverMessage} />
      <FormField
        form={form}
        name="otp"
        label="OTP"
        inputMode="numeric"
        maxLength={10}
        autoComplete="one-time-code"
      />
      <PasswordField form={form} name="newPassword" label="New password" isNew />
      <PasswordField form={form} name="confirmPassword" label="Confirm password" isNew />
      <div className="d-flex gap-2">
        <SubmitButton isLoading={isLoading} />
        <Button variant="secondary" type="button" onClick={() => resetForm(opening)}>
          Clear
        </Button>
      </div>
    </Form>
  );
}

/** Reset Password, step 1: the email or mobile; an OTP is mailed (spec §4 "Reset password"). */
export function ResetPasswordPage() {
  const [identifier, setIdentifier] = useState<string | null>(null);
  const { form, isLoading, serverMessage, submit } = useContractForm(resetPasswordOtpRequestSchema, {
    emailOrMobile: '',
  });
  const onSubmit = submit(async (values) => {
    const answer = await accountsApi.requestOtp(values);
    setIdentifier(values.emailOrMobile);
    return answer.message;
  });
  return (
    <FormCard title="Reset Password">
      {identifier ? (
        <ResetStep emailOrMobile={identifier} />
      ) : (
        <Form noValidate onSubmit={(e) => void onSubmit(e)}>
          <FormAlert message={serverMessage} />
          <FormField
            form={form}
            name="emailOrMobile"
            label="Email or Mobile"
            maxLength={50}
            autoComplete="username"
          />
          <SubmitButton isLoading={isLoading}>Send OTP</SubmitButton>
        </Form>
      )}
    </FormCard>
  );
}
