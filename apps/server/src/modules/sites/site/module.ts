/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import type { ModuleContext } from '../../../platform/module-context';
import { createStaffAuditWriter } from '../../accounts/staff';
import { registerSiteAdminRoutes } from './admin-routes';
import { createSiteSettingsAdmin } from './admin-service';
import { registerSiteRoutes } from './routes';
import type { SiteService } from './service';

export function register(ctx: ModuleContext, sites: SiteService): void {
  const { app, db, clock, calls } = ctx;
  registerSiteRoutes(app, calls);
  const settings = createSiteSettingsAdmin({
    db,
    clock,
    audit: createStaffAuditWriter(db, clock),
    realtime: ctx.realtime,
    // The site answer a visitor gets is cached twice: the site row, then the finished answer.
    sites: {
      forget: () => {
        sites.forget();
        calls.visitorAnswers?.clear();
      },
    },
    cacheMs: 2 * ctx.readCacheMs,
  });
  registerSiteAdminRoutes(app, settings);
}
