/** How app.ts registers this module: the agents' promotion links, member and staff calls. */
import type { ModuleContext } from '../../../platform/module-context';
import { registerAdminPromotionRoutes } from './admin-routes';
import { createAdminPromotionService } from './admin-service';
import { registerPromotionRoutes } from './routes';
import { createPromotionService } from './service';

export function register(ctx: ModuleContext): void {
  const service = createPromotionService({ db: ctx.db, clock: ctx.clock, attempts: ctx.attempts });
  registerPromotionRoutes(ctx.app, ctx.calls, service);
  registerAdminPromotionRoutes(ctx.app, createAdminPromotionService({ db: ctx.db, clock: ctx.clock }));
}
