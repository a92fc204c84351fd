import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import { readToken } from '../../../platform/auth-guard';
import type { SessionService } from './service';

/** The member guard platform/ puts in front of every /api route not marked public. */
export function createMemberGuard(sessions: SessionService) {
  return async function memberGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = readToken(request.headers.authorization);
    const session = token ? await sessions.verify(token) : null;
    if (!session) throw new AppError(PlatformErrors.unauthorized);
    request.member = {
      memberId: session.memberId,
      siteId: session.siteId,
      currency: session.currency,
      sessionId: session.sessionId,
    };
    if (sessions.isRotationDue(session)) {
      const rotated = await sessions.rotate(session);
      // The client stores whatever arrives in this header (spec §7) and uses it from then on.
      if (rotated) reply.header('authorization', rotated.token);
    }
  };
}
