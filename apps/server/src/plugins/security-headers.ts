import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The web app's Content-Security-Policy. The Vite build loads one module script and one stylesheet from the
 * same origin and has no inline script; React sets styles through the DOM (not blocked by CSP), so neither
 * scripts nor styles need 'unsafe-inline'. 'wasm-unsafe-eval' lets the page compile WebAssembly (the browser
 * engine's Swiss Ephemeris, offline charts: docs/offline.md) and nothing else: JavaScript eval stays refused.
 * The captcha is an SVG data URL, hence `img-src data:`. No page may frame the app (clickjacking). No `upgrade-insecure-requests`: TLS and HSTS belong to the proxy (README).
 */
export const APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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
 * The CSP header text of directives, as helmet writes it: each camelCase name dashed, its sources joined by
 * spaces, directives joined by ';'; a null directive is left out.
 */
function serializeCsp(directives: Record<string, string[] | null>): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, sources]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${sources.join(' ')}`)
    .join(';');
}

/**
 * Browser security headers of every answer: the CSP above, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: no-referrer`, `X-Frame-Options: DENY` for old browsers, and the rest of helmet 8's
 * defaults with their values (this set replaced the @fastify/helmet plugin). Strict-Transport-Security is left to the TLS-terminating proxy (README
 * "Security"). Built once: helmet's plugin rebuilt the whole set on every request.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': serializeCsp(APP_CSP_DIRECTIVES),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

function securityHeadersPlugin(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.addHook('onRequest', (_request, reply, next) => {
    reply.headers(SECURITY_HEADERS);
    next();
  });
  done();
}

/**
 * Sets SECURITY_HEADERS on every answer in one onRequest hook of the whole app (errors and unknown paths
 * included). A route may replace one afterwards, as the API documentation does with DOCS_CSP.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fp(securityHeadersPlugin, { name: 'security-headers' }));
}
