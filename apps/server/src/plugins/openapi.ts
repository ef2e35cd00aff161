import { API_PREFIX } from '@kpdesk/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_CSP } from './security-headers.js';

/** OpenAPI generated from the same zod schemas the routes validate with; UI at /api/docs, JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'KP Astro Desk API',
        description: 'Every answer is the envelope {code, message, data}; code "200" means success.',
        version: '0.1.0',
      },
      servers: [{ url: API_PREFIX }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The docs page gets its own, relaxed policy (security-headers.ts); the online validator badge is off, so
  // the page loads nothing from other origins.
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    staticCSP: DOCS_CSP,
    uiConfig: { validatorUrl: null },
  });
}
