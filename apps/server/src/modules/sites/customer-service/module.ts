/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import type { ModuleContext } from '../../../platform/module-context';
import { registerCustomerServiceAdminRoutes } from './admin-routes';
import { registerCustomerServiceRoutes } from './routes';
import { createCustomerServiceService } from './service';

export function register(ctx: ModuleContext): void {
  const { db, clock } = ctx;
  const service = createCustomerServiceService({ db, clock, realtime: ctx.realtime });
  registerCustomerServiceRoutes(ctx.app, ctx.calls, service);
  registerCustomerServiceAdminRoutes(ctx.app, service);
}
