import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export interface DocsAudience {
  /** Production shows the public only the member API; the back office's calls only to staff. */
  production: boolean;
  isStaff(request: FastifyRequest): Promise<boolean>;
}

/**
 * OpenAPI generated from the zod contracts each route is registered with; browsable at /docs. In
 * production the description of /api/admin (a map of the back office) goes only to a request that
 * carries a staff session; everyone else gets the member API.
 */
export async function registerOpenApi(app: FastifyInstance, audience: DocsAudience): Promise<void> {
  const staffReaders = new WeakSet<FastifyRequest>();
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
    uiHooks: {
      onRequest: async (request) => {
        if (!audience.production) return;
        // A staff check that cannot be made (database away) shows the public description.
        if (await audience.isStaff(request).catch(() => false)) staffReaders.add(request);
      },
    },
    transformSpecification: (spec, request) =>
      audience.production && !staffReaders.has(request) ? memberApiOnly(spec) : spec,
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

/** The description without the back office: only /api paths outside /api/admin, no staff scheme. */
function memberApiOnly(spec: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const paths = (spec.paths ?? {}) as Record<string, unknown>;
  const components = (spec.components ?? {}) as { securitySchemes?: Record<string, unknown> };
  const { staffToken: _staff, ...securitySchemes } = components.securitySchemes ?? {};
  return {
    ...spec,
    paths: Object.fromEntries(
      Object.entries(paths).filter(([path]) => /^\/api\//.test(path) && !/^\/api\/admin(\/|$)/.test(path)),
    ),
    components: { ...components, securitySchemes },
  };
}
