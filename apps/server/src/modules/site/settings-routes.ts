import {
  AdminCashSurplusSave,
  AdminCustomerServiceSave,
  AdminSiteMaintenanceSave,
  CashSurplusCheck,
} from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerAdminCall } from '../../platform/register-admin-call';
import { registerCall, type CallDeps } from '../../platform/register-call';
import type { SiteSettingsAdmin } from './settings-admin';

export function registerSiteSettingsRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  settings: SiteSettingsAdmin,
): void {
  registerCall(
    app,
    deps,
    CashSurplusCheck,
    ({ site, input }) => settings.cashSurplusActive(site.id, input.currency),
    {
      tags: ['site'],
    },
  );
  const who = (staffId: number, request: FastifyRequest) => ({ staffId, ip: request.ip });
  registerAdminCall(app, AdminCustomerServiceSave, ({ input, staff, request }) =>
    settings.customerService(input.site_id, input.url, who(staff!.staffId, request)),
  );
  registerAdminCall(app, AdminCashSurplusSave, ({ input, staff, request }) =>
    settings.cashSurplus(input.site_id, input.currency, input.active, who(staff!.staffId, request)),
  );
  registerAdminCall(app, AdminSiteMaintenanceSave, ({ input, staff, request }) =>
    settings.maintenance(input.site_id, input, who(staff!.staffId, request)),
  );
}
