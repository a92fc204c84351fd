import {
  AdminFloatDelete,
  AdminFloatList,
  AdminFloatSave,
  AdminMobileFooterList,
  AdminMobileFooterReset,
  AdminMobileFooterSave,
  AdminRegisterBackgroundList,
  AdminRegisterBackgroundSave,
} from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { SiteWidgetService } from './service';

export function registerSiteWidgetAdminRoutes(app: FastifyInstance, widgets: SiteWidgetService): void {
  const who = (staffId: number, request: FastifyRequest) => ({ staffId, ip: request.ip });
  registerAdminCall(app, AdminFloatList, async ({ input }) => ({
    list: (await widgets.floats(input.site_id, false)).map((r) => ({
      ...widgets.floatView(r),
      site_id: r.siteId,
      active: r.active,
    })),
  }));
  registerAdminCall(app, AdminFloatSave, ({ input, staff, request }) =>
    widgets.saveFloat(input, who(staff!.staffId, request)),
  );
  registerAdminCall(app, AdminFloatDelete, ({ input, staff, request }) =>
    widgets.deleteFloat(input.id, who(staff!.staffId, request), input.reason),
  );
  registerAdminCall(app, AdminRegisterBackgroundList, ({ input }) =>
    widgets.adminRegisterBackgrounds(input.site_id),
  );
  registerAdminCall(app, AdminMobileFooterList, ({ input }) =>
    widgets.adminMobileFooter(input.site_id, input.template),
  );
  registerAdminCall(app, AdminRegisterBackgroundSave, ({ input, staff, request }) =>
    widgets.saveRegisterBackground(input, who(staff!.staffId, request)),
  );
  registerAdminCall(app, AdminMobileFooterSave, ({ input, staff, request }) =>
    widgets.saveMobileFooter(input, who(staff!.staffId, request)),
  );
  registerAdminCall(app, AdminMobileFooterReset, ({ input, staff, request }) =>
    widgets.resetMobileFooter(input, who(staff!.staffId, request)),
  );
}
