import { signInPasswordFormSchema, signInPinFormSchema } from '@kpdesk/contract';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link, Navigate, useNavigate } from 'react-router';
import { accountsApi } from '../../api/accounts';
import { ApiError, messageOf } from '../../api/client';
import { readToken, storeToken } from '../../api/token';
import { PATHS } from '../../paths';
import { FormField, PinField, PasswordField } from '../../components/forms/form-field';
import { FormAlert, FormCard, SubmitButton } from '../../components/forms/form-parts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { nextSignInState, type SignInMode } from './sign-in-state';

interface Counters {
  pinCount?: number;
  passwordCount?: number;
}

/** Sign In (/): pin by default, password when the pin is blocked (spec §2, §4); signed in, the dashboard. */
export function SignInPage() {
  const [mode, setMode] = useState<SignInMode>('pin');
  const schema = mode === 'pin' ? signInPinFormSchema : signInPasswordFormSchema;
  const { form, isLoading, serverMessage, setServerMessage, resetForm } = useContractForm(schema, {
    emailOrMobile: '',
    pin: '',
    password: '',
  });
  const [isBusy, setBusy] = useState(false);
  const navigate = useNavigate();

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const answer = await accountsApi.signIn(values);
      storeToken(answer.data.token ?? '');
      void navigate(PATHS.home, { replace: true });
    } catch (error) {
      const counters = (error instanceof ApiError ? error.data : null) as Counters | null;
      const code = error instanceof ApiError && error.kind === 'refused' ? error.code : 'other';
      const next = nextSignInState(mode, {
        code,
        message: messageOf(error),
        pinCount: counters?.pinCount ?? 0,
        passwordCount: counters?.passwordCount ?? 0,
      });
      setMode(next.mode);
      setServerMessage(next.message);
    } finally {
      form.resetField('pin');
      form.resetField('password');
      setBusy(false);
    }
  });

  // A signed-in astrologer who lands on / (a bookmark, the not-found modal's Ok) goes on to the dashboard.
  if (readToken()) return <Navigate to={PATHS.home} replace />;
  return (
    <FormCard title="Sign In">
      <FormAlert message={serverMessage} />
      <Form noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormField
          form={form}
          name="emailOrMobile"
          label="Email or Mobile"
          maxLength={50}
          autoComplete="username"
        />
        {mode === 'pin' ? (
          <PinField form={form} name="pin" label="Pin" />
        ) : (
          <PasswordField form={form} name="password" label="Password" />
        )}
        <div className="d-flex gap-2 mb-3">
          <SubmitButton isLoading={isBusy || isLoading} />
          <Button variant="secondary" type="button" disabled={isBusy} onClick={() => resetForm()}>
            Clear
          </Button>
        </div>
        <div className="d-flex flex-wrap gap-3 small">
          <Link to={PATHS.forgotPin}>Forgot Pin</Link>
          <Link to={PATHS.resetPassword}>Reset Password</Link>
          <Link to={PATHS.signUp}>Sign Up</Link>
        </div>
      </Form>
    </FormCard>
  );
}
