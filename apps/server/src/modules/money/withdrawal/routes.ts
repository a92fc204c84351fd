import { WithdrawRecords, WithdrawRequest, WithdrawSettings } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { WithdrawalService } from './service';

const tags = ['withdrawal'];

export function registerWithdrawalRoutes(app: FastifyInstance, deps: CallDeps, svc: WithdrawalService): void {
  // Member calls only run after the guard let them through, so the identity is always there.
  registerCall(app, deps, WithdrawSettings, ({ member }) => svc.settings(member!.memberId), { tags });
  registerCall(
    app,
    deps,
    WithdrawRequest,
    ({ member, site, input, request }) =>
      svc.request(site, member!.memberId, input, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        lang: request.lang,
      }),
    { tags },
  );
  registerCall(
    app,
    deps,
    WithdrawRecords,
    ({ member, site, input }) => svc.records(member!.memberId, site.timeZone, input),
    { tags },
  );
}
