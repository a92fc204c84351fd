/** How app.ts registers this module: its routes, its job, and the proposals it gives the approvals inbox. */
import { staffTotpRequired } from '../../../config';
import type { ModuleContext } from '../../../platform/module-context';
import type { LedgerService } from '../../money/ledger';
import { registerRecommendAdminRoutes } from './admin-routes';
import { createRecommendAdmin } from './admin-service';
import { createRecommendDecisions } from './decisions';
import { createRecommendMemberService } from './member-service';
import type { TurnoverSink } from './payout';
import { registerRecommendRoutes } from './routes';
import { createRecommendService } from './service';

/**
 * Registers the member's pages, the staff calls and the reward job (every ten minutes: the reports'
 * rollups it reads run every minute); gives the approvals inbox the rewards waiting for staff.
 */
export function register(ctx: ModuleContext, needs: { ledger: LedgerService; turnover?: TurnoverSink }) {
  const service = createRecommendService({
    db: ctx.db,
    clock: ctx.clock,
    ledger: needs.ledger,
    events: ctx.events,
    turnover: needs.turnover,
  });
  const decisions = createRecommendDecisions({
    db: ctx.db,
    clock: ctx.clock,
    ledger: needs.ledger,
    turnover: needs.turnover,
    totpRequired: staffTotpRequired(ctx.config),
    published: service.published,
  });
  registerRecommendRoutes(ctx.app, ctx.calls, createRecommendMemberService(ctx));
  registerRecommendAdminRoutes(ctx.app, {
    db: ctx.db,
    clock: ctx.clock,
    service,
    admin: createRecommendAdmin(ctx),
    decisions,
  });
  ctx.addJob({ name: 'recommend-rewards', cron: '*/10 * * * *', run: () => service.runAll() });
  return { proposals: decisions.inbox };
}
