import {
  AdminAdjustmentProposalApprove,
  AdminAdjustmentProposalList,
  AdminAdjustmentProposalReject,
  AdminMemberAdjustment,
  AdminMemberLedger,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf } from '../../accounts/staff';
import type { AdjustmentService } from './service';

export function registerAdjustmentAdminRoutes(app: FastifyInstance, svc: AdjustmentService): void {
  registerAdminCall(app, AdminMemberAdjustment, ({ input, staff, request }) =>
    svc.adjust(input.id, input, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminMemberLedger, ({ input }) => svc.ledger(input.id, input));
  registerAdminCall(app, AdminAdjustmentProposalList, ({ input }) => svc.proposals(input));
  registerAdminCall(app, AdminAdjustmentProposalApprove, ({ input, staff, request }) =>
    svc.approve(input.id, input.reason, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminAdjustmentProposalReject, ({ input, staff, request }) =>
    svc.reject(input.id, input.reason, actorOf(staff, request)),
  );
}
