/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import type { PageBoot } from '../../../platform/app-shell';
import type { ModuleContext } from '../../../platform/module-context';
import { createStaffAuditWriter } from '../../accounts/staff';
import type { SiteService } from '../../sites/site';
import { registerContentAdminRoutes } from './admin-routes';
import { createContentAdmin } from './admin-service';
import { homeBannersBoot } from './home-boot';
import { registerContentImageRoutes } from './image-routes';
import { createContentImageService, type ContentImageService } from './image-service';
import { createPopupService } from './popup-service';
import { registerContentRoutes } from './routes';
import { createContentService } from './service';

/** The content image store, made before the modules that accept only its pictures (site logos). */
export function createContentImages(ctx: ModuleContext): ContentImageService {
  return createContentImageService({
    db: ctx.db,
    clock: ctx.clock,
    audit: createStaffAuditWriter(ctx.db, ctx.clock),
  });
}

/** Gives app.ts the home page's banners for the app shell (home-boot.ts). */
export function register(
  ctx: ModuleContext,
  needs: { sites: SiteService; images: ContentImageService },
): { homeBoot: PageBoot } {
  const { app, db, clock } = ctx;
  const { sites } = needs;
  const content = createContentService({
    db,
    clock,
    offeredLanguages: async (siteId) => {
      const site = await sites.findActiveById(siteId);
      return site ? sites.languages(site) : [];
    },
  });
  registerContentRoutes(app, ctx.calls, content, createPopupService({ db, clock }));
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
  registerContentImageRoutes(app, needs.images);
  return { homeBoot: homeBannersBoot(content) };
}
