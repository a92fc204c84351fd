/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import type { ModuleContext } from '../../../platform/module-context';
import type { MemberCenterService } from '../../accounts/member-center';
import type { LedgerService } from '../ledger';
import { registerWithdrawalAdminRoutes } from './admin-routes';
import { createLimitsAdmin } from './limits-admin';
import { registerLimitsAdminRoutes } from './limits-admin-routes';
import { registerWithdrawalRoutes } from './routes';
import { createWithdrawalService } from './service';

export function register(
  ctx: ModuleContext,
  needs: { ledger: LedgerService; memberCenter: MemberCenterService },
): void {
  const withdrawals = createWithdrawalService({
    db: ctx.db,
    clock: ctx.clock,
    ledger: needs.ledger,
    events: ctx.events,
    memberCenter: needs.memberCenter,
  });
  registerWithdrawalRoutes(ctx.app, ctx.calls, withdrawals);
  registerWithdrawalAdminRoutes(ctx.app, withdrawals);
  registerLimitsAdminRoutes(ctx.app, createLimitsAdmin({ db: ctx.db, clock: ctx.clock }));
}
