/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import type { ModuleContext } from '../../../platform/module-context';
import { createStaffAuditWriter } from '../../accounts/staff';
import { registerSiteWidgetAdminRoutes } from './admin-routes';
import { registerSiteWidgetRoutes } from './routes';
import { createSiteWidgetService } from './service';

export function register(ctx: ModuleContext): void {
  const { db, clock } = ctx;
  const widgets = createSiteWidgetService({ db, clock, audit: createStaffAuditWriter(db, clock) });
  registerSiteWidgetRoutes(ctx.app, ctx.calls, widgets);
  registerSiteWidgetAdminRoutes(ctx.app, widgets);
}
