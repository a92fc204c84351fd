/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import type { ModuleContext } from '../../../platform/module-context';
import { createStaffAuditWriter } from '../../accounts/staff';
import { registerSiteModelAdminRoutes } from './admin-routes';
import { registerSiteModelRoutes } from './routes';
import { createSiteModelService } from './service';

export function register(ctx: ModuleContext): void {
  const { db, clock } = ctx;
  const models = createSiteModelService({
    db,
    clock,
    audit: createStaffAuditWriter(db, clock),
    realtime: ctx.realtime,
  });
  registerSiteModelRoutes(ctx.app, ctx.calls, models);
  registerSiteModelAdminRoutes(ctx.app, models);
}
