import { AdminGameDetail, AdminGameList, AdminGameSave } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { GameAdmin } from './admin-service';

export function registerGameAdminRoutes(app: FastifyInstance, admin: GameAdmin): void {
  registerAdminCall(app, AdminGameList, ({ input }) => admin.list(input));
  registerAdminCall(app, AdminGameDetail, ({ input }) => admin.detail(input.id));
  registerAdminCall(app, AdminGameSave, ({ input, staff, request }) =>
    admin.save(input, { staffId: staff!.staffId, ip: request.ip }),
  );
}
