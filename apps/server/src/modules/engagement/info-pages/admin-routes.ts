import { AdminInfoPageDelete, AdminInfoPageList, AdminInfoPageSave } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { InfoPageService } from './service';

export function registerInfoPageAdminRoutes(app: FastifyInstance, pages: InfoPageService): void {
  const who = (staffId: number, ip: string) => ({ staffId, ip });
  registerAdminCall(app, AdminInfoPageList, async ({ input }) => ({
    list: await pages.adminList(input.site_id, input.kind),
  }));
  registerAdminCall(app, AdminInfoPageSave, ({ input, staff, request }) =>
    pages.save(input, who(staff!.staffId, request.ip)),
  );
  registerAdminCall(app, AdminInfoPageDelete, ({ input, staff, request }) =>
    pages.remove(input.id, who(staff!.staffId, request.ip), input.reason),
  );
}
