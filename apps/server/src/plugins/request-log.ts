import type { FastifyInstance } from 'fastify';

/**
 * One log line per answered request at info level: method, route pattern (ids and query left out), status and
 * time in milliseconds. Never a body or header. Fastify's own two lines per request are turned off
 * (`logController` in buildApp).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
