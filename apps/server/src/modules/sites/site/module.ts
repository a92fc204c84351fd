/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import path from 'node:path';
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
import { createSiteConfigFiles } from './config-files';

/** Every node rewrites the site config files this often, catching up with changes made on others. */
const CONFIG_FILES_REFRESH_MS = 5 * 60_000;
/** The name every node drops its cached sites by (platform/cache-invalidation.ts). */
const SITES_CACHE = 'sites/site';

/** Where the site config files live (SITE_CONFIG_DIR, else $DATA_DIR/site-config). */
export function siteConfigDir(config: { SITE_CONFIG_DIR?: string; DATA_DIR: string }): string {
  return config.SITE_CONFIG_DIR ?? path.join(config.DATA_DIR, 'site-config');
}

export function register(ctx: ModuleContext, sites: SiteService, needs: { pictures: PictureStore }): void {
  const { app, db, clock, calls } = ctx;
  registerSiteRoutes(app, calls);
  const files = createSiteConfigFiles({
    db,
    sites,
    dir: siteConfigDir(ctx.config),
    defaultSiteId: ctx.config.DEFAULT_SITE_ID,
    log: app.log,
  });
  app.addHook('onReady', () => files.writeAll());
  const refresh = setInterval(() => void files.writeAll(), CONFIG_FILES_REFRESH_MS).unref();
  app.addHook('onClose', async () => clearInterval(refresh));
  // The site answer a visitor gets is cached twice: the site row, then the finished answer; every node
  // drops both after a change. The static copy of the detail is rewritten by the node that made the
  // change (spec §7 site/detail fallback).
  ctx.caches.on(SITES_CACHE, () => {
    sites.forget();
    calls.visitorAnswers?.clear();
  });
  const forget = async () => {
    await ctx.caches.invalidate(SITES_CACHE);
    void files.writeAll();
  };
  const audit = createStaffAuditWriter(db, clock);
  const settings = createSiteSettingsAdmin({
    db,
    clock,
    audit,
    realtime: ctx.realtime,
    sites: { forget },
    // Without Redis other nodes hear of no change and answer from their caches until they expire.
    cacheMs: ctx.caches.shared ? 0 : 2 * ctx.readCacheMs,
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
