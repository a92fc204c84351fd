/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import { staffTotpRequired } from '../../../config';
import type { ModuleContext } from '../../../platform/module-context';
import type { MemberCenterService } from '../../accounts/member-center';
import type { LedgerService } from '../ledger';
import { createWithdrawalAdminService } from './admin-service';
import { registerWithdrawalAdminRoutes } from './admin-routes';
import type { MemberDailyCaps } from './limits';
import { createLimitsAdmin } from './limits-admin';
import { registerLimitsAdminRoutes } from './limits-admin-routes';
import { registerWithdrawalRoutes } from './routes';
import { createWithdrawalService, type TurnoverGate } from './service';

/** Gives the approvals inbox the large withdrawals waiting for (or decided by) a second approver. */
export function register(
  ctx: ModuleContext,
  needs: {
    ledger: LedgerService;
    memberCenter: MemberCenterService;
    turnover: TurnoverGate;
    memberCaps?: MemberDailyCaps;
  },
) {
  const withdrawals = createWithdrawalService({
    db: ctx.db,
    clock: ctx.clock,
    ledger: needs.ledger,
    events: ctx.events,
    memberCenter: needs.memberCenter,
    turnover: needs.turnover,
    memberCaps: needs.memberCaps,
  });
  const review = createWithdrawalAdminService({
    db: ctx.db,
    clock: ctx.clock,
    ledger: needs.ledger,
    events: ctx.events,
    totpRequired: staffTotpRequired(ctx.config),
  });
  registerWithdrawalRoutes(ctx.app, ctx.calls, withdrawals);
  registerWithdrawalAdminRoutes(ctx.app, review);
  registerLimitsAdminRoutes(ctx.app, createLimitsAdmin({ db: ctx.db, clock: ctx.clock }));
  return { proposals: review.proposals };
}
