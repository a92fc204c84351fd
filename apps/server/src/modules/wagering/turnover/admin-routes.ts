import {
  AdminMemberTurnover,
  AdminTurnoverClearPointSave,
  AdminTurnoverContributionSave,
  AdminTurnoverSettings,
  AdminTurnoverWaive,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf } from '../../accounts/staff';
import type { TurnoverService } from './service';

export function registerTurnoverAdminRoutes(app: FastifyInstance, svc: TurnoverService): void {
  registerAdminCall(app, AdminTurnoverSettings, ({ input }) => svc.settings(input.site_id));
  registerAdminCall(app, AdminTurnoverContributionSave, ({ input, staff, request }) =>
    svc.saveContribution(input, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminTurnoverClearPointSave, ({ input, staff, request }) =>
    svc.saveClearPoint(input, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminMemberTurnover, ({ input }) => svc.adminMemberView(input.id, input));
  registerAdminCall(app, AdminTurnoverWaive, ({ input, staff, request }) =>
    svc.waive(input.id, input.reason, actorOf(staff, request)),
  );
}
