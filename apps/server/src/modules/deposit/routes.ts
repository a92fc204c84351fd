import {
  AdminDepositApprove,
  AdminDepositList,
  AdminDepositReject,
  DepositChannels,
  DepositGatewayNotify,
  DepositRecords,
  DepositRequest,
} from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerAdminCall } from '../../platform/register-admin-call';
import { registerCall, type CallDeps } from '../../platform/register-call';
import type { StaffIdentity } from '../staff/service';
import type { DepositService } from './service';

const tags = ['deposit'];
const actor = (staff: StaffIdentity | null, request: FastifyRequest) => ({
  staffId: staff!.staffId,
  ip: request.ip,
});

export function registerDepositRoutes(app: FastifyInstance, deps: CallDeps, svc: DepositService): void {
  registerCall(app, deps, DepositChannels, ({ member }) => svc.channels(member!.memberId), { tags });
  registerCall(
    app,
    deps,
    DepositRequest,
    ({ member, input, request }) =>
      svc.request(member!.memberId, input, `${request.protocol}://${request.host}`),
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
  registerAdminCall(app, AdminDepositList, ({ input }) => svc.list(input));
  registerAdminCall(app, AdminDepositApprove, ({ input, staff, request }) =>
    svc.approve(input.id, input.reason, actor(staff, request)),
  );
  registerAdminCall(app, AdminDepositReject, ({ input, staff, request }) =>
    svc.reject(input.id, input.reason, actor(staff, request)),
  );
}
