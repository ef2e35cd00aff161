import {
  envelopeSchema,
  forgotPinRequestSchema,
  messageEnvelopeSchema,
  resetPasswordOtpRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signInResultSchema,
  signUpRequestSchema,
  ACCOUNT_CODES,
  ACCOUNT_SUCCESS,
} from '@kpdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import type { AccountDeps } from '../../services/accounts/deps.js';
import { forgotPin, requestResetOtp, resetPassword } from '../../services/accounts/password-reset.js';
import { signIn } from '../../services/accounts/sign-in.js';
import { signUp } from '../../services/accounts/sign-up.js';

const SIGN_UP_FIELD_CODES = {
  emailId: ACCOUNT_CODES.emailTaken,
  mobile: ACCOUNT_CODES.mobileTaken,
  pin: ACCOUNT_CODES.pinProblem,
  confirmPin: ACCOUNT_CODES.pinProblem,
  termsAccepted: ACCOUNT_CODES.termsNotAccepted,
  captcha: '105',
};

interface PublicAccountOptions {
  deps: AccountDeps;
  rateLimitPerMinute: number;
}

/**
 * The calls made before signing in: sign-up, sign-in, forgot pin and the two reset-password steps. Sign-in,
 * forgot pin and reset are rate-limited per IP and per account (the `emailOrMobile` of the body); the
 * database lockouts hold whatever the rate limit.
 */
export const publicAccountRoutes: FastifyPluginAsyncZod<PublicAccountOptions> = async (
  app,
  { deps, rateLimitPerMinute },
) => {
  const perIp = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };
  const perAccount = app.rateLimit({
    max: rateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) =>
      `account:${String((request.body as { emailOrMobile?: string }).emailOrMobile ?? '').toLowerCase()}`,
  });
  const tags = ['accounts'];

  app.post(
    '/astrologer/add',
    {
      // The sign-up form focuses the field a code names (spec §8): 101 email, 102 mobile, 103 pin, 104 terms.
      config: { fieldCodes: SIGN_UP_FIELD_CODES },
      schema: { tags, body: signUpRequestSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await signUp(deps, request.body);
      return ok(null, ACCOUNT_SUCCESS.signUp);
    },
  );

  app.post(
    '/astrologer/login',
    {
      config: perIp,
      preHandler: perAccount,
      schema: { tags, body: signInRequestSchema, response: { 200: envelopeSchema(signInResultSchema) } },
    },
    async (request) => ok(await signIn(deps, request.body), 'Signed in'),
  );

  app.post(
    '/astrologer/forgotpin',
    {
      config: perIp,
      preHandler: perAccount,
      schema: { tags, body: forgotPinRequestSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => ok(null, await forgotPin(deps, request.body)),
  );

  app.post(
    '/astrologer/resetpassword/otp',
    {
      config: perIp,
      preHandler: perAccount,
      schema: { tags, body: resetPasswordOtpRequestSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => ok(null, await requestResetOtp(deps, request.body)),
  );

  app.post(
    '/astrologer/resetpassword',
    {
      config: perIp,
      preHandler: perAccount,
      schema: { tags, body: resetPasswordRequestSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => ok(null, await resetPassword(deps, request.body)),
  );
};
