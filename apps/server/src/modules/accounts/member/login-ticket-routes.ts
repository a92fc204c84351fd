import { GetInfoData, LoginTicketIssue } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { LoginTicketService } from './login-ticket';

const tags = ['auth'];

export function registerLoginTicketRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  tickets: LoginTicketService,
): void {
  registerCall(
    app,
    deps,
    LoginTicketIssue,
    async ({ request }) => tickets.issue(request.member!.memberId, request.member!.siteId),
    { tags },
  );
  registerCall(
    app,
    deps,
    GetInfoData,
    async ({ input, site, request, reply }) => {
      const data = await tickets.redeem(input.enc, site.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      // As at login (spec §7): the client stores the token that arrives in this header.
      reply.header('authorization', data.tk);
      return data;
    },
    { tags },
  );
}
