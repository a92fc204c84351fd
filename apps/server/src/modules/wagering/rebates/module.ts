/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import { staffTotpRequired } from '../../../config';
import type { ModuleContext } from '../../../platform/module-context';
import type { LedgerService } from '../../money/ledger';
import { registerRebateAdminRoutes } from './admin-routes';
import { createRebateAdmin } from './admin-service';
import { createRebateDecisions } from './decisions';
import { baseLevelOf, type LevelOf, type TurnoverSink } from './payout';
import { registerRebateRoutes } from './routes';
import { createRebateService } from './service';

/**
 * Registers the member's history, the staff calls and the hourly job; gives the approvals inbox the
 * rebates waiting for a second staff member. `levelOf` defaults every member to the base level until
 * the levels module is wired; `turnover` adds the payout's requirement once the turnover module is.
 */
export function register(
  ctx: ModuleContext,
  needs: { ledger: LedgerService; levelOf?: LevelOf; turnover?: TurnoverSink },
) {
  const service = createRebateService({
    db: ctx.db,
    clock: ctx.clock,
    ledger: needs.ledger,
    events: ctx.events,
    levelOf: needs.levelOf ?? baseLevelOf,
    turnover: needs.turnover,
  });
  const decisions = createRebateDecisions({
    db: ctx.db,
    clock: ctx.clock,
    ledger: needs.ledger,
    turnover: needs.turnover,
    totpRequired: staffTotpRequired(ctx.config),
    published: service.published,
  });
  const admin = createRebateAdmin(ctx);
  registerRebateRoutes(ctx.app, ctx.calls, ctx.db);
  registerRebateAdminRoutes(ctx.app, { db: ctx.db, clock: ctx.clock, service, admin, decisions });
  ctx.addJob({ name: 'daily-rebates', cron: '7 * * * *', run: () => service.runClosedDays() });
  return { proposals: decisions.inbox };
}
