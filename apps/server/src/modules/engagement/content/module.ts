/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import type { ModuleContext } from '../../../platform/module-context';
import { createStaffAuditWriter } from '../../accounts/staff';
import type { SiteService } from '../../sites/site';
import { registerContentAdminRoutes } from './admin-routes';
import { createContentAdmin } from './admin-service';
import { createPopupService } from './popup-service';
import { registerContentRoutes } from './routes';
import { createContentService } from './service';

export function register(ctx: ModuleContext, needs: { sites: SiteService }): void {
  const { app, db, clock } = ctx;
  const { sites } = needs;
  registerContentRoutes(
    app,
    ctx.calls,
    createContentService({ db, clock }),
    createPopupService({ db, clock }),
  );
  const admin = createContentAdmin({
    db,
    clock,
    audit: createStaffAuditWriter(db, clock),
    realtime: ctx.realtime,
    siteCurrencies: async (siteId) => {
      const site = await sites.findActiveById(siteId);
      return site ? sites.currencies(site) : [];
    },
  });
  registerContentAdminRoutes(app, admin);
}
