import {
  AdminWithdrawalApprove,
  AdminWithdrawalList,
  AdminWithdrawalReject,
  WithdrawRecords,
  WithdrawRequest,
  WithdrawSettings,
} from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerAdminCall } from '../../platform/register-admin-call';
import { registerCall, type CallDeps } from '../../platform/register-call';
import type { StaffIdentity } from '../staff/service';
import type { WithdrawalService } from './service';

const tags = ['withdrawal'];

/** Admin calls only run after the staff guard, so the identity is always there. */
export const actorOf = (staff: StaffIdentity | null, request: FastifyRequest) => ({
  staffId: staff!.staffId,
  ip: request.ip,
});

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

  registerAdminCall(app, AdminWithdrawalList, ({ input }) => svc.list(input));
  registerAdminCall(app, AdminWithdrawalApprove, ({ input, staff, request }) =>
    svc.approve(input.id, input.reason, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminWithdrawalReject, ({ input, staff, request }) =>
    svc.reject(input.id, input.reason, actorOf(staff, request)),
  );
}
