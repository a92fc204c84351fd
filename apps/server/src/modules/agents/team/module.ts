/** How app.ts registers this module: the agent centre's team reads for agents (no jobs, no tables). */
import type { ModuleContext } from '../../../platform/module-context';
import { registerTeamRoutes } from './routes';
import { createTeamService } from './service';

export function register(ctx: ModuleContext) {
  const team = createTeamService({ db: ctx.db, clock: ctx.clock });
  registerTeamRoutes(ctx.app, ctx.calls, team);
  return { team };
}
