/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import { createSite, openSiteCurrencies, SiteTakenError } from '../../../db/seed/new-site';
import type { ModuleContext } from '../../../platform/module-context';
import { createStaffAuditWriter } from '../../accounts/staff';
import { registerSiteAdminRoutes } from './admin-routes';
import { createSiteSettingsAdmin } from './admin-service';
import { registerFooterAdminRoutes } from './footer-admin-routes';
import { createFooterAdmin } from './footer-admin';
import { createSiteLogosAdmin, type PictureStore } from './logo-admin';
import { registerSiteRoutes } from './routes';
import type { SiteService } from './service';
import { createSiteEditor } from './site-editor';

export function register(ctx: ModuleContext, sites: SiteService, needs: { pictures: PictureStore }): void {
  const { app, db, clock, calls } = ctx;
  registerSiteRoutes(app, calls);
  // The site answer a visitor gets is cached twice: the site row, then the finished answer.
  const forget = () => {
    sites.forget();
    calls.visitorAnswers?.clear();
  };
  const audit = createStaffAuditWriter(db, clock);
  const settings = createSiteSettingsAdmin({
    db,
    clock,
    audit,
    realtime: ctx.realtime,
    sites: { forget },
    cacheMs: 2 * ctx.readCacheMs,
  });
  // Staff create sites with what `site:create` runs, so both make the same site.
  const editor = createSiteEditor({
    db,
    clock,
    forget,
    maker: {
      createSite,
      openSiteCurrencies,
      isTaken: (err): err is Error => err instanceof SiteTakenError,
    },
  });
  registerSiteAdminRoutes(
    app,
    settings,
    editor,
    createSiteLogosAdmin({ db, clock, audit, pictures: needs.pictures }),
  );
  registerFooterAdminRoutes(app, createFooterAdmin({ db, clock, audit }));
}
