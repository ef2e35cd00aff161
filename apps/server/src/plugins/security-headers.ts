import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The web app's Content-Security-Policy. The Vite build loads one module script and one stylesheet from the
 * same origin and has no inline script; React sets styles through the DOM (not blocked by CSP), so neither
 * scripts nor styles need 'unsafe-inline'. The captcha is an SVG data URL, hence `img-src data:`. No page may
 * frame the app (clickjacking). No `upgrade-insecure-requests`: TLS and HSTS belong to the proxy (README).
 */
export const APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * The relaxed policy of the API documentation (/api/docs, swagger-ui): the same, but swagger-ui renders some
 * inline styles, so its styles may be inline. Its scripts still come from the same origin only.
 */
export const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; script-src 'self'; script-src-attr 'none'; " +
  "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; " +
  "object-src 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * Browser security headers on every answer (helmet): the CSP above, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: no-referrer`, `X-Frame-Options: DENY` for old browsers, and helmet's other defaults.
 * Strict-Transport-Security is left to the TLS-terminating proxy (README "Security").
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
}
