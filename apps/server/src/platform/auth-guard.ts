import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { SessionService } from '../modules/session/service';
import { StaffErrors, type StaffService } from '../modules/staff/service';
import { AppError, PlatformErrors } from './app-error';

/** Spec §7: the client sends its stored token as `authorization`, raw or as `Bearer <token>`. */
export function readToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

export function createMemberGuard(sessions: SessionService) {
  return async function memberGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = readToken(request.headers.authorization);
    const session = token ? await sessions.verify(token) : null;
    if (!session) throw new AppError(PlatformErrors.unauthorized);
    request.member = { memberId: session.memberId, siteId: session.siteId, sessionId: session.sessionId };
    if (sessions.isRotationDue(session)) {
      const rotated = await sessions.rotate(session);
      // The client stores whatever arrives in this header (spec §7) and uses it from then on.
      if (rotated) reply.header('authorization', rotated.token);
    }
  };
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

/**
 * Staff guard for /api/admin: a live staff session, and a role the route allows. `admin` may call
 * everything; a route that declares no roles is for `admin` only.
 */
export function createStaffGuard(staff: StaffService, options: { requireTotp: boolean }) {
  return async function staffGuard(request: FastifyRequest): Promise<void> {
    const token = readToken(request.headers.authorization);
    const who = token ? await staff.verify(token) : null;
    if (!who) throw new AppError(PlatformErrors.unauthorized);
    // Two-factor is part of being signed in to the back office (ASVS level 2): until it is set up,
    // staff may only reach the calls that set it up (and log out).
    if (options.requireTotp && !who.totpEnabled && !request.url.startsWith('/api/admin/auth/')) {
      throw new AppError(StaffErrors.totpEnrolmentRequired);
    }
    const allowed = request.routeOptions.config?.adminRoles;
    if (who.role !== 'admin' && !(Array.isArray(allowed) && allowed.includes(who.role))) {
      throw new AppError(PlatformErrors.forbidden);
    }
    request.staff = who;
  };
}
