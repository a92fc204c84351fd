/** How app.ts registers this module: its routes and the staff channel bridge. */
import type { ModuleContext } from '../../../platform/module-context';
import { registerDashboardAdminRoutes } from './admin-routes';
import { bridgeReviewEvents } from './review-events';
import { createDashboardService } from './service';

export function register(ctx: ModuleContext): void {
  const dashboard = createDashboardService({ db: ctx.db, clock: ctx.clock, realtime: ctx.realtime });
  registerDashboardAdminRoutes(ctx.app, dashboard);
  const off = bridgeReviewEvents(ctx.events, ctx.realtime);
  ctx.app.addHook('preClose', async () => {
    off();
  });
}
