import {
  AdminGameDetail,
  AdminGameHalls,
  AdminGameHallsSave,
  AdminGameList,
  AdminGameSave,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { GameAdmin } from './admin-service';
import type { HallAdmin } from './hall-settings';

export function registerGameAdminRoutes(app: FastifyInstance, admin: GameAdmin, halls: HallAdmin): void {
  registerAdminCall(app, AdminGameList, ({ input }) => admin.list(input));
  registerAdminCall(app, AdminGameDetail, ({ input }) => admin.detail(input.id));
  registerAdminCall(app, AdminGameSave, ({ input, staff, request }) =>
    admin.save(input, { staffId: staff!.staffId, ip: request.ip }),
  );
  registerAdminCall(app, AdminGameHalls, ({ input }) => halls.list(input.site_id));
  registerAdminCall(app, AdminGameHallsSave, ({ input, staff, request }) =>
    halls.save(input, { staffId: staff!.staffId, ip: request.ip }),
  );
}
