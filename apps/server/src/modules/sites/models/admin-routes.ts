import { AdminSiteModelDelete, AdminSiteModelList, AdminSiteModelSave } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { SiteModelService } from './service';

export function registerSiteModelAdminRoutes(app: FastifyInstance, models: SiteModelService): void {
  const who = (staffId: number, ip: string) => ({ staffId, ip });
  registerAdminCall(app, AdminSiteModelList, async ({ input }) => ({
    list: await models.adminList(input.site_id, input.kind),
  }));
  registerAdminCall(app, AdminSiteModelSave, ({ input, staff, request }) =>
    models.save(input, who(staff!.staffId, request.ip)),
  );
  registerAdminCall(app, AdminSiteModelDelete, ({ input, staff, request }) =>
    models.remove(input.id, who(staff!.staffId, request.ip), input.reason),
  );
}
