import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { AppError } from '../../errors.js';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../../plugins/envelope.js';

/** The window of the shared per-IP budget of the calls that reveal whether an account exists. */
export const ACCOUNT_LOOKUP_WINDOW_MINUTES = 15;
/** That budget in RATE_LIMIT_PER_MINUTEs (20 → 40 per 15 minutes for the three calls together). */
export const ACCOUNT_LOOKUP_FACTOR = 2;

type Limit = ReturnType<FastifyInstance['createRateLimit']>;

async function countAgainst(limits: Limit[], request: FastifyRequest): Promise<void> {
  for (const limit of limits) {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError(429, '429', TOO_MANY_ATTEMPTS_MESSAGE);
  }
}

/** A preHandler that counts the request against each limit in turn and answers 429 at the first exceeded. */
function checkAll(limits: Limit[]): preHandlerHookHandler {
  return (request, _reply, done) => {
    countAgainst(limits, request).then(
      () => done(),
      (error: Error) => done(error),
    );
  };
}

/**
 * Route options of the rate-limited account calls: per IP and per call (`RATE_LIMIT_PER_MINUTE`, the route's
 * own limit), then per account (the body's `emailOrMobile`, all calls together), and for the calls whose codes
 * reveal whether an email or mobile is registered (sign-in 101, OTP request 100, forgot pin) a shared, tighter
 * per-IP budget over 15 minutes. A request refused by one limit is not counted by the next.
 */
export function accountLimits(app: FastifyInstance, rateLimitPerMinute: number) {
  const perIp = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };
  const perAccount = app.createRateLimit({
    max: rateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) =>
      `account:${String((request.body as { emailOrMobile?: string }).emailOrMobile ?? '').toLowerCase()}`,
  });
  const accountLookups = app.createRateLimit({
    max: rateLimitPerMinute * ACCOUNT_LOOKUP_FACTOR,
    timeWindow: `${ACCOUNT_LOOKUP_WINDOW_MINUTES} minutes`,
    keyGenerator: (request) => `account-lookup:${request.ip}`,
  });
  return {
    limited: { config: perIp, preHandler: checkAll([perAccount]) },
    lookup: { config: perIp, preHandler: checkAll([perAccount, accountLookups]) },
  };
}
