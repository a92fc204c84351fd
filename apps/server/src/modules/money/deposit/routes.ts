import { DepositChannels, DepositGatewayNotify, DepositRecords, DepositRequest } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { DepositService } from './service';

const tags = ['deposit'];

export function registerDepositRoutes(app: FastifyInstance, deps: CallDeps, svc: DepositService): void {
  registerCall(app, deps, DepositChannels, ({ member }) => svc.channels(member!.memberId), { tags });
  registerCall(
    app,
    deps,
    DepositRequest,
    // Callback and return addresses come from the site's configured origin, never from Host or
    // X-Forwarded-Host: a client could name any host there.
    ({ member, input, site }) => svc.request(member!.memberId, input, site.publicOrigin),
    { tags },
  );
  registerCall(app, deps, DepositGatewayNotify, ({ input }) => svc.notify(input), { tags });
  registerCall(
    app,
    deps,
    DepositRecords,
    ({ member, site, input }) => svc.records(member!.memberId, site.timeZone, input),
    { tags },
  );
}
