/** How app.ts registers this module: the members' bet list and the staff's bet search. */
import type { ModuleContext } from '../../../platform/module-context';
import { registerBetAdminRoutes } from './admin-routes';
import { registerBetRoutes } from './routes';

export function register(ctx: ModuleContext): void {
  registerBetRoutes(ctx.app, ctx.calls, ctx.db);
  registerBetAdminRoutes(ctx.app, ctx.db);
}
