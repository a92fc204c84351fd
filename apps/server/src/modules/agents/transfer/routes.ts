import { AgentTransferCreate, AgentTransferList, AgentTransferSettings } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { AgentTransferService } from './service';

const tags = ['agent'];

export function registerAgentTransferRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  svc: AgentTransferService,
): void {
  // Member calls only run after the guard let them through, so the identity is always there.
  registerCall(app, deps, AgentTransferSettings, ({ member, site }) => svc.settings(site, member!.memberId), {
    tags,
  });
  registerCall(
    app,
    deps,
    AgentTransferCreate,
    ({ member, site, input, request }) =>
      svc.create(site, member!.memberId, input, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        lang: request.lang,
      }),
    { tags },
  );
  registerCall(
    app,
    deps,
    AgentTransferList,
    ({ member, site, input }) => svc.list(site, member!.memberId, input),
    { tags },
  );
}
