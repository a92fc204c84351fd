import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { registerHealth } from './health';
import { registerPages } from './pages';
import { registerPlayRoutes } from './play-routes';
import { registerProtocolRoutes } from './protocol-routes';
import { DEV_FRAME_ANCESTORS, registerSecurityHeaders } from './security-headers';
import type { HouseDb } from './wallet';

export interface HouseDeps {
  db: HouseDb;
  /** Operator id -> shared secret for request signatures. */
  operators: Record<string, string>;
  /** Where members' browsers reach this service (game pages and their API). */
  publicUrl: string;
  /**
   * CSP frame-ancestors sources: the operator's site origins that may show a game in a frame
   * (HOUSE_GAMES_FRAME_ANCESTORS). Default: the member site on a developer's machine.
   */
  frameAncestors?: string[];
  logger?: Logger;
  now?: () => number;
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
    operator?: string;
  }
}

/**
 * The house provider: the signed transfer-wallet protocol for operators (`/v1/...`), and the game
 * pages with their API for members' browsers, which carry a launch token (`/play-api/...`).
 */
export async function buildHouseApp(deps: HouseDeps): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger | undefined,
    bodyLimit: 64 * 1024,
  });

  registerSecurityHeaders(app, deps.frameAncestors ?? DEV_FRAME_ANCESTORS);

  // The signature covers the exact bytes sent, so keep them before parsing.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body ? JSON.parse(body as string) : {});
    } catch {
      done(Object.assign(new Error('body is not JSON'), { statusCode: 400 }), undefined);
    }
  });

  await app.register((scope) => registerProtocolRoutes(scope, deps));
  await app.register((scope) => registerPlayRoutes(scope, deps));
  registerPages(app);
  registerHealth(app, deps.db);
  await app.ready();
  return app;
}
