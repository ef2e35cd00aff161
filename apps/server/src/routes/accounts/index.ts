import { accountCalls, ACCOUNT_CODES, ACCOUNT_SUCCESS } from '@kpdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../plugins/envelope.js';
import type { AccountDeps } from '../../services/accounts/deps.js';
import { forgotPin, requestResetOtp, resetPassword } from '../../services/accounts/password-reset.js';
import {
  changeContact,
  changePassword,
  changePin,
  editProfile,
  viewContact,
  viewProfile,
} from '../../services/accounts/profile.js';
import { signIn } from '../../services/accounts/sign-in.js';
import { issueCaptcha, signUp } from '../../services/accounts/sign-up.js';
import { registerCalls, type CallHandlers } from '../register-calls.js';
import { accountLimits } from './limits.js';

// The sign-up form focuses the field a code names (spec §8): 101 email, 102 mobile, 103 pin, 104 terms.
const SIGN_UP_FIELD_CODES = {
  emailId: ACCOUNT_CODES.emailTaken,
  mobile: ACCOUNT_CODES.mobileTaken,
  pin: ACCOUNT_CODES.pinProblem,
  confirmPin: ACCOUNT_CODES.pinProblem,
  termsAccepted: ACCOUNT_CODES.termsNotAccepted,
  captcha: '105',
};

interface AccountRouteOptions {
  deps: AccountDeps;
  rateLimitPerMinute: number;
}

type AccountCalls = typeof accountCalls;
type SignedOutCalls = 'signUp' | 'signIn' | 'forgotPin' | 'requestResetOtp' | 'resetPassword' | 'captcha';

/** The calls before sign-in: sign up (with its captcha), sign in, forgot pin and the two reset steps. */
function signedOutHandlers(deps: AccountDeps): Pick<CallHandlers<AccountCalls>, SignedOutCalls> {
  return {
    signUp: async ({ body }) => {
      await signUp(deps, body);
      return ok(null, ACCOUNT_SUCCESS.signUp);
    },
    signIn: async ({ body }) => ok(await signIn(deps, body), 'Signed in'),
    forgotPin: async ({ body }) => ok(null, await forgotPin(deps, body)),
    requestResetOtp: async ({ body }) => ok(null, await requestResetOtp(deps, body)),
    resetPassword: async ({ body }) => ok(null, await resetPassword(deps, body)),
    captcha: async ({ reply }) => {
      void reply.header('cache-control', 'no-store');
      return ok(await issueCaptcha(deps));
    },
  };
}

/** The signed-in astrologer's own account: profile, contact, password and pin. */
function ownAccountHandlers(deps: AccountDeps): Omit<CallHandlers<AccountCalls>, SignedOutCalls> {
  return {
    viewProfile: async ({ astrologerId }) => ok(await viewProfile(deps, astrologerId)),
    editProfile: async ({ astrologerId, body }) => ok(null, await editProfile(deps, astrologerId, body)),
    viewContact: async ({ astrologerId }) => ok(await viewContact(deps, astrologerId)),
    changeContact: async ({ astrologerId, body }) => ok(null, await changeContact(deps, astrologerId, body)),
    changePassword: async ({ astrologerId, body }) => {
      const { message, token } = await changePassword(deps, astrologerId, body);
      return ok({ token }, message);
    },
    changePin: async ({ astrologerId, body }) => {
      const { message, token } = await changePin(deps, astrologerId, body);
      return ok({ code: '200', message, token }, message);
    },
  };
}

/**
 * The account calls. Sign-in, forgot pin and both reset steps are rate-limited per IP and per account (the
 * `emailOrMobile` of the body); the three whose codes reveal an account also share a tighter per-IP budget.
 * The database lockouts hold whatever the rate limit.
 */
export const accountRoutes: FastifyPluginAsync<AccountRouteOptions> = async (
  app,
  { deps, rateLimitPerMinute },
) => {
  const { limited, lookup } = accountLimits(app, rateLimitPerMinute);
  registerCalls(
    app,
    accountCalls,
    { ...signedOutHandlers(deps), ...ownAccountHandlers(deps) },
    {
      signUp: { config: { fieldCodes: SIGN_UP_FIELD_CODES } },
      signIn: lookup,
      forgotPin: lookup,
      requestResetOtp: lookup,
      resetPassword: limited,
    },
  );
};
