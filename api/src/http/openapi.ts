import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guard';
import { SESSION_COOKIE } from '../auth/sessions';
import type { AppConfig } from '../config';

/**
 * OpenAPI generated from the routes' zod schemas, browsable at `${apiBase}/openapi` (`/docs`
 * is the case files' path). Staff only (docs/SECURITY.md): it holds no secret, but it
 * maps every route and field, and nobody outside the operator's staff needs that map.
 */
async function openapi(app: FastifyInstance, { config }: { config: AppConfig }) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Hotel Allotment Manager API', version: config.version },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: `${config.apiBase}/openapi`,
    uiHooks: { onRequest: requireStaff },
  });
}

export const openapiPlugin = fp(openapi, { name: 'ham-openapi' });
