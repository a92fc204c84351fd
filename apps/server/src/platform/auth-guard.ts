import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/** Spec §7: the client sends its stored token as `authorization`, raw or as `Bearer <token>`. */
export function readToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

/**
 * Every /api route requires a member unless registered as public (design §5: guarded by default). The
 * guard runs first, before the body is even parsed, so anonymous callers cost almost nothing.
 */
export function guardApiRoutesByDefault(
  app: FastifyInstance,
  guard: onRequestHookHandler,
  staffGuard: onRequestHookHandler,
): void {
  app.addHook('onRoute', (route) => {
    if (!/^\/api(\/|$)/.test(route.url)) return;
    // The back office has its own staff sessions: a member token never opens /api/admin.
    const admin = /^\/api\/admin(\/|$)/.test(route.url);
    if (route.config?.callAuth === 'public' || (admin && route.config?.adminRoles === 'public')) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [admin ? staffGuard : guard, ...existing];
  });
}
