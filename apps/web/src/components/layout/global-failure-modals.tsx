import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FAILURE_TEXTS } from '../../api/client';
import { raiseGlobalFailure, useGlobalFailure } from '../../api/error-events';
import { clearToken } from '../../api/token';
import { PATHS } from '../../paths';
import { LightDialog } from './light-dialog';

/** The two failures of spec §8: title, text, the one button and where it leads. */
const FAILURES = [
  {
    failure: 'network',
    title: 'Network Error',
    text: FAILURE_TEXTS.network,
    button: 'Ok',
    to: PATHS.home,
    isStatic: false,
  },
  {
    failure: 'login',
    title: 'Login Error',
    text: FAILURE_TEXTS.login,
    button: 'Login',
    to: PATHS.signIn,
    isStatic: true,
  },
] as const;

/**
 * The app-wide failure modals of spec §8: Network Error (Ok goes back to /home.html) and Login Error (Login
 * removes the token and returns to /). On the browser's own dialog, not react-bootstrap's Modal: they are part of
 * every screen, the sign-in screen included, whose script must stay small. Titles and buttons
 * follow the display language; the texts are the spec's messages, in English.
 */
export function GlobalFailureModals() {
  const failure = useGlobalFailure();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const close = (to: string) => {
    if (failure === 'login') clearToken();
    raiseGlobalFailure(null);
    void navigate(to, { replace: true });
  };
  return (
    <>
      {FAILURES.map((f) => (
        <LightDialog
          key={f.failure}
          isOpen={failure === f.failure}
          title={t(f.title)}
          titleId={`${f.failure}-error-title`}
          onHide={() => close(f.to)}
          isStatic={f.isStatic}
          actions={
            <button type="button" className="btn btn-primary" onClick={() => close(f.to)}>
              {t(f.button)}
            </button>
          }
        >
          {f.text}
        </LightDialog>
      ))}
    </>
  );
}
