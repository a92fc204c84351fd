import type { FastifyInstance } from 'fastify';

const API = /^\/api(\/|\?|$)/;
const ADMIN = /^\/api\/admin(\/|\?|$)/;

/**
 * API answers carry tokens (login, register, tickets, a rotated token in the authorization header)
 * and member or back-office data, so no browser, proxy or CDN may keep them: every /api answer is
 * `Cache-Control: no-store`. The one exception is a public read marked `publicCache`, asked without a
 * token; it keeps whatever caching it had. Runs on error and not-found answers too.
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!API.test(request.url)) return payload;
    const publicRead =
      request.routeOptions.config?.publicCache === true &&
      !request.headers.authorization &&
      !ADMIN.test(request.url);
    if (!publicRead) reply.header('cache-control', 'no-store');
    return payload;
  });
}
