import { INPUT_LIMITS } from '@kpdesk/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiError, messageOf } from '../../api/client';
import { signIn } from '../../api/sign-in';
import { readToken, storeToken } from '../../api/token';
import { PATHS } from '../../paths';
import {
  LightAlert,
  LightField,
  LightFormCard,
  LightSubmitAndClear,
} from '../../components/forms/light-form-parts';
import { nextSignInState, type SignInAnswer, type SignInMode } from './sign-in-state';
import { useSignInFields } from './use-sign-in-fields';

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

/**
 * The sign-in form: pin by default, password once the pin is blocked; success opens the dashboard. The
 * server's message goes when the astrologer types again or clears the form; the secrets empty after each
 * answer.
 */
function useSignIn() {
  const [mode, setMode] = useState<SignInMode>('pin');
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const fields = useSignInFields(() => setServerMessage(null));
  const navigate = useNavigate();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = fields.check(['emailOrMobile', mode]);
    if (!body) return;
    setBusy(true);
    try {
      const answer = await signIn(body);
      storeToken(answer.data.token ?? '');
      void navigate(PATHS.home, { replace: true });
    } catch (error) {
      const next = nextSignInState(mode, toSignInAnswer(error));
      setMode(next.mode);
      setServerMessage(next.message);
    } finally {
      fields.clear(['pin', 'password']);
      setBusy(false);
    }
  };
  const onClear = () => {
    fields.reset();
    setServerMessage(null);
  };
  return { mode, fields, isBusy, serverMessage, onSubmit, onClear };
}

/**
 * Sign In (/): pin by default, password when the pin is blocked (spec §2, §4); signed in, the dashboard. Light
 * form parts and the contract's plain rules: this is the first screen, whose script stays small.
 * Labels and links read in the display language the browser remembers; the messages stay the spec's words.
 */
export function SignInPage() {
  const { mode, fields, isBusy, serverMessage, onSubmit, onClear } = useSignIn();
  const { t } = useTranslation();
  // A signed-in astrologer who lands on / (a bookmark, the not-found modal's Ok) goes on to the dashboard.
  if (readToken()) return <Navigate to={PATHS.home} replace />;
  return (
    <LightFormCard title={t('Sign In')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <LightAlert message={serverMessage} />
        <LightField
          {...fields.bind('emailOrMobile')}
          label={t('Email or Mobile')}
          maxLength={INPUT_LIMITS.emailOrMobile}
          autoComplete="username"
        />
        {mode === 'pin' ? (
          <LightField
            {...fields.bind('pin')}
            label={t('Pin')}
            type="password"
            inputMode="numeric"
            maxLength={INPUT_LIMITS.pin}
            autoComplete="current-password"
          />
        ) : (
          <LightField
            {...fields.bind('password')}
            label={t('Password')}
            type="password"
            maxLength={INPUT_LIMITS.password}
            autoComplete="current-password"
          />
        )}
        <LightSubmitAndClear isLoading={isBusy} onClear={onClear} />
      </form>
      <div className="d-flex flex-wrap gap-3 small mt-3">
        <Link to={PATHS.forgotPin}>{t('Forgot Pin')}</Link>
        <Link to={PATHS.resetPassword}>{t('Reset Password')}</Link>
        <Link to={PATHS.signUp}>{t('Sign Up')}</Link>
      </div>
    </LightFormCard>
  );
}
