import { countOf, MAX_CREDENTIAL_FAILURES } from '@kpdesk/contract';

/** Sign-in mode: pin by default; password once the pin is blocked (spec §4 "Sign-in"). */
export type SignInMode = 'pin' | 'password';

/** What the server answered to a sign-in attempt. */
export interface SignInAnswer {
  code: string;
  message: string;
  pinCount: number;
  passwordCount: number;
}

/** The state after an answer: the mode to show, the message (null on success), and whether signed in. */
export interface SignInState {
  mode: SignInMode;
  message: string | null;
  isSignedIn: boolean;
}

export const PIN_BLOCKED_TEXT = 'Pin is blocked. Try after 30 mins or try with password.';
export const TRY_WITH_PIN_TEXT = 'Invalid option. Try with pin.';

const pending = (count: number) => `${countOf(MAX_CREDENTIAL_FAILURES - count, 'attempt')} pending`;
const failed = (mode: SignInMode, message: string): SignInState => ({ mode, message, isSignedIn: false });

function afterPinAttempt(a: SignInAnswer): SignInState {
  if (a.code === '103' || (a.code === '102' && a.pinCount >= MAX_CREDENTIAL_FAILURES)) {
    return failed('password', PIN_BLOCKED_TEXT);
  }
  if (a.code === '102') return failed('pin', `${a.message}. ${pending(a.pinCount)}`);
  return failed('pin', a.message);
}

function afterPasswordAttempt(a: SignInAnswer): SignInState {
  if (a.code === '102') {
    return a.pinCount < MAX_CREDENTIAL_FAILURES
      ? failed('pin', TRY_WITH_PIN_TEXT)
      : failed('password', `Invalid password. ${pending(a.passwordCount)}`);
  }
  if (a.code === '103') {
    return a.passwordCount >= MAX_CREDENTIAL_FAILURES
      ? failed('pin', `${a.message}. Account is locked.`)
      : failed('password', `${a.message}. ${pending(a.passwordCount)}`);
  }
  return failed('pin', a.message);
}

/**
 * The sign-in state machine of spec §4, as a pure function: 200 signs in; 101 returns to pin with the
 * server's message; the pin and password branches follow the spec's list word for word; any other failure
 * returns to pin mode with the server's message.
 */
export function nextSignInState(mode: SignInMode, answer: SignInAnswer): SignInState {
  if (answer.code === '200') return { mode: 'pin', message: null, isSignedIn: true };
  if (answer.code === '101') return failed('pin', answer.message);
  return mode === 'pin' ? afterPinAttempt(answer) : afterPasswordAttempt(answer);
}
