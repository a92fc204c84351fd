import {
  AdminCashSurplusSave,
  AdminCustomerServiceSave,
  AdminSiteCreate,
  AdminSiteDetail,
  AdminSiteUpdate,
  AdminSitePublicOriginSave,
  AdminSiteList,
  AdminSiteMaintenanceSave,
  AdminSiteTemplateSave,
  AdminSiteTemplates,
  AdminSiteLogoDelete,
  AdminSiteLogoList,
  AdminSiteLogoSave,
  AdminSiteLoginRulesGet,
  AdminSiteLoginRulesSave,
} from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { SiteSettingsAdmin } from './admin-service';
import type { SiteLogosAdmin } from './logo-admin';
import type { SiteEditor } from './site-editor';

export function registerSiteAdminRoutes(
  app: FastifyInstance,
  settings: SiteSettingsAdmin,
  editor: SiteEditor,
  logos: SiteLogosAdmin,
): void {
  const who = (staffId: number, request: FastifyRequest) => ({ staffId, ip: request.ip });
  registerAdminCall(app, AdminSiteList, () => settings.list());
  registerAdminCall(app, AdminSiteDetail, ({ input }) => editor.detail(input.site_id));
  registerAdminCall(app, AdminSiteCreate, ({ input, staff, request }) =>
    editor.create(input, who(staff!.staffId, request)),
  );
  registerAdminCall(app, AdminSiteUpdate, ({ input, staff, request }) =>
    editor.update(input, who(staff!.staffId, request)),
  );
  registerAdminCall(app, AdminCustomerServiceSave, ({ input, staff, request }) =>
    settings.customerService(input.site_id, input.url, who(staff!.staffId, request)),
  );
  registerAdminCall(app, AdminSitePublicOriginSave, ({ input, staff, request }) =>
    settings.publicOrigin(input.site_id, input.public_origin, who(staff!.staffId, request)),
  );
  registerAdminCall(app, AdminCashSurplusSave, ({ input, staff, request }) =>
    settings.cashSurplus(input.site_id, input.currency, input.active, who(staff!.staffId, request)),
  );
  registerAdminCall(app, AdminSiteLoginRulesGet, ({ input }) => settings.loginRules(input.site_id));
  registerAdminCall(app, AdminSiteLoginRulesSave, ({ input, staff, request }) =>
    settings.saveLoginRules(input.site_id, input, who(staff!.staffId, request)),
  );
  registerAdminCall(app, AdminSiteMaintenanceSave, ({ input, staff, request }) =>
    settings.maintenance(input.site_id, input, who(staff!.staffId, request)),
  );
  registerAdminCall(app, AdminSiteTemplates, ({ input }) => settings.templateChoices(input.site_id));
  registerAdminCall(app, AdminSiteTemplateSave, ({ input, staff, request }) =>
    settings.templates(input.site_id, input, who(staff!.staffId, request)),
  );
  registerAdminCall(app, AdminSiteLogoList, ({ input }) => logos.list(input.site_id));
  registerAdminCall(app, AdminSiteLogoSave, ({ input, staff, request }) =>
    logos.save(input.site_id, input.kind, input.photo_path, who(staff!.staffId, request)),
  );
  registerAdminCall(app, AdminSiteLogoDelete, ({ input, staff, request }) =>
    logos.remove(input.site_id, input.kind, input.reason, who(staff!.staffId, request)),
  );
}
