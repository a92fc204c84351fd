import { DepositChannels, DepositGatewayNotify, DepositRecords, DepositRequest } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { DepositService } from './service';

const tags = ['deposit'];

export function registerDepositRoutes(app: FastifyInstance, deps: CallDeps, svc: DepositService): void {
  registerCall(
    app,
    deps,
    DepositChannels,
    ({ member, site, lang }) => svc.channels(member!.memberId, { lang, siteDefault: site.defaultLanguage }),
    { tags },
  );
  registerCall(
    app,
    deps,
    DepositRequest,
    // Callback and return addresses come from the site's configured origin, never from Host or
    // X-Forwarded-Host: a client could name any host there.
    ({ member, input, site }) => svc.request(member!.memberId, input, site),
    { tags },
  );
  registerCall(app, deps, DepositGatewayNotify, ({ input }) => svc.notify(input), { tags });
  registerCall(
    app,
    deps,
    DepositRecords,
    ({ member, site, input, lang }) =>
      svc.records(
        member!.memberId,
        { timeZone: site.timeZone, lang, siteDefault: site.defaultLanguage },
        input,
      ),
    { tags },
  );
}
