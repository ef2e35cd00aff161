import { SIGN_IN_ROUTE, type accountCalls, type CallAnswer, type CallInput } from '@kpdesk/contract';
import { callRoute } from './client';

type SignInCall = (typeof accountCalls)['signIn'];

/** What the sign-in form sends: the email or mobile with the pin, or with the password once it is blocked. */
export type SignInBody = CallInput<SignInCall>['body'];

/**
 * Sign-in (spec §7) by the contract's route alone: the call's schemas stay out of the sign-in screen's
 * script; the form has checked the fields with the same rules (SIGN_IN_RULES).
 */
export function signIn(body: SignInBody) {
  return callRoute<CallAnswer<SignInCall>>(SIGN_IN_ROUTE, body);
}
