/** How app.ts registers this module: its routes and jobs. */
import type { ModuleContext } from '../../../platform/module-context';
import type { LedgerService } from '../../money/ledger';
import { createLevelAdminService } from './admin-service';
import { registerLevelAdminRoutes } from './admin-routes';
import { registerLevelRoutes } from './routes';
import { createLevelService, type TurnoverSink } from './service';

/**
 * `turnover` adds the requirement a level bonus carries; without it bonuses carry none (the
 * configured multiple is still kept on each bonus row).
 */
export function register(ctx: ModuleContext, needs: { ledger: LedgerService; turnover?: TurnoverSink }) {
  const levels = createLevelService({
    db: ctx.db,
    clock: ctx.clock,
    ledger: needs.ledger,
    events: ctx.events,
    turnover: needs.turnover,
  });
  registerLevelRoutes(ctx.app, ctx.calls, levels);
  registerLevelAdminRoutes(ctx.app, createLevelAdminService({ db: ctx.db, clock: ctx.clock, levels }));
  // Every minute: the members whose bets arrived since the last run (read from the bet feed's cursor).
  ctx.addJob({ name: 'member-levels-bets', cron: '* * * * *', run: () => levels.afterBets() });
  // Hourly: every active member (deposits, and demotions as the period rolls on) and late bonuses.
  ctx.addJob({
    name: 'member-levels',
    cron: '23 * * * *',
    run: () => levels.evaluateAll(),
    runAtStart: true,
  });
  return { levels };
}
