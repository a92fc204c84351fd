/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import type { ModuleContext } from '../../../platform/module-context';
import { createStaffAuditWriter } from '../../accounts/staff';
import { registerInfoPageAdminRoutes } from './admin-routes';
import { registerInfoPageRoutes } from './routes';
import { createInfoPageService } from './service';

export function register(ctx: ModuleContext): void {
  const { db, clock } = ctx;
  const pages = createInfoPageService({ db, clock, audit: createStaffAuditWriter(db, clock) });
  registerInfoPageRoutes(ctx.app, ctx.calls, pages);
  registerInfoPageAdminRoutes(ctx.app, pages);
}
