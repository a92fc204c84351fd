import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod contracts each route is registered with; browsable at /docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Arks member API',
        description:
          'Member-facing calls of spec §7. Every answer is `{ code, message, data }`; success codes are 1000 and 100.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          memberToken: {
            type: 'apiKey',
            in: 'header',
            name: 'authorization',
            description:
              'Session token from login, raw or as `Bearer <token>`; a rotated token comes back in the `authorization` response header.',
          },
          staffToken: {
            type: 'apiKey',
            in: 'header',
            name: 'authorization',
            description: 'Staff session token from POST /api/admin/auth/login; never a member token.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    // Swagger UI styles itself inline; this relaxed policy covers /docs only, the site keeps the strict one.
    staticCSP: [
      "default-src 'self'",
      "base-uri 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'self'",
    ].join('; '),
  });
}
