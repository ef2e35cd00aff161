import type { FastifyInstance } from 'fastify';
import { registerInputGuard } from './input-guard.js';
import { registerRequestLog } from './request-log.js';
import { registerSecurityHeaders } from './security-headers.js';
import { useFieldMessages } from './validation-messages.js';

/**
 * What every request goes through besides its route: validation messages that name the field,
 * refusal of texts neither database stores faithfully, browser security headers, one log line per request.
 */
export async function registerHardening(app: FastifyInstance): Promise<void> {
  useFieldMessages();
  registerInputGuard(app);
  registerRequestLog(app);
  await registerSecurityHeaders(app);
}
