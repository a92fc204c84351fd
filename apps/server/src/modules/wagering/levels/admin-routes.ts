import {
  AdminLevelConfig,
  AdminLevelConfigSave,
  AdminMemberLevel,
  AdminMemberLevelSet,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf } from '../../accounts/staff';
import type { LevelAdminService } from './admin-service';

export function registerLevelAdminRoutes(app: FastifyInstance, svc: LevelAdminService): void {
  registerAdminCall(app, AdminLevelConfig, ({ input }) => svc.config(input.site_id));
  registerAdminCall(app, AdminLevelConfigSave, ({ input, staff, request }) =>
    svc.save(input, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminMemberLevel, ({ input }) => svc.memberView(input.id));
  registerAdminCall(app, AdminMemberLevelSet, ({ input, staff, request }) =>
    svc.setLevel(input.id, input, actorOf(staff, request)),
  );
}
