import { signInPasswordFormSchema, signInPinFormSchema } from '@kpdesk/contract';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { accountsApi } from '../../api/accounts';
import { ApiError, messageOf } from '../../api/client';
import { readToken, storeToken } from '../../api/token';
import { PATHS } from '../../paths';
import { ActionForm } from '../../components/forms/action-form';
import { EmailOrMobileField, PasswordField, PinField } from '../../components/forms/form-field';
import { FormCard } from '../../components/forms/form-parts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { nextSignInState, type SignInAnswer, type SignInMode } from './sign-in-state';

interface Counters {
  pinCount?: number;
  passwordCount?: number;
}

/** A failed sign-in as the state machine reads it: the result code, the message and the failure counters. */
function toSignInAnswer(error: unknown): SignInAnswer {
  const counters = (error instanceof ApiError ? error.data : null) as Counters | null;
  return {
    code: error instanceof ApiError && error.kind === 'refused' ? error.code : 'other',
    message: messageOf(error),
    pinCount: counters?.pinCount ?? 0,
    passwordCount: counters?.passwordCount ?? 0,
  };
}

/** The sign-in form: pin by default, password once the pin is blocked; success opens the dashboard. */
function useSignIn() {
  const [mode, setMode] = useState<SignInMode>('pin');
  const schema = mode === 'pin' ? signInPinFormSchema : signInPasswordFormSchema;
  const contract = useContractForm(schema, { emailOrMobile: '', pin: '', password: '' });
  const { form, setServerMessage } = contract;
  const [isBusy, setBusy] = useState(false);
  const navigate = useNavigate();
  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const answer = await accountsApi.signIn(values);
      storeToken(answer.data.token ?? '');
      void navigate(PATHS.home, { replace: true });
    } catch (error) {
      const next = nextSignInState(mode, toSignInAnswer(error));
      setMode(next.mode);
      setServerMessage(next.message);
    } finally {
      form.resetField('pin');
      form.resetField('password');
      setBusy(false);
    }
  });
  return { ...contract, mode, isBusy, onSubmit };
}

/** Sign In (/): pin by default, password when the pin is blocked (spec §2, §4); signed in, the dashboard. */
export function SignInPage() {
  const { form, mode, isBusy, isLoading, serverMessage, resetForm, onSubmit } = useSignIn();
  // A signed-in astrologer who lands on / (a bookmark, the not-found modal's Ok) goes on to the dashboard.
  if (readToken()) return <Navigate to={PATHS.home} replace />;
  return (
    <FormCard title="Sign In">
      <ActionForm
        onSubmit={onSubmit}
        serverMessage={serverMessage}
        isLoading={isBusy || isLoading}
        onClear={() => resetForm()}
      >
        <EmailOrMobileField form={form} name="emailOrMobile" />
        {mode === 'pin' ? (
          <PinField form={form} name="pin" label="Pin" />
        ) : (
          <PasswordField form={form} name="password" label="Password" />
        )}
      </ActionForm>
      <div className="d-flex flex-wrap gap-3 small mt-3">
        <Link to={PATHS.forgotPin}>Forgot Pin</Link>
        <Link to={PATHS.resetPassword}>Reset Password</Link>
        <Link to={PATHS.signUp}>Sign Up</Link>
      </div>
    </FormCard>
  );
}
