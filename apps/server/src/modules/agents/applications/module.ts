/** How app.ts registers this module: the member's application calls and the staff's agent calls. */
import type { ModuleContext } from '../../../platform/module-context';
import { registerAgentApplyAdminRoutes } from './admin-routes';
import { createAgentStaffService } from './admin-service';
import { registerAgentApplyRoutes } from './routes';
import { createAgentApplyService } from './service';

export function register(ctx: ModuleContext) {
  const service = createAgentApplyService({ db: ctx.db, clock: ctx.clock });
  registerAgentApplyRoutes(ctx.app, ctx.calls, service);
  registerAgentApplyAdminRoutes(ctx.app, createAgentStaffService({ db: ctx.db, clock: ctx.clock }));
  return { service };
}
