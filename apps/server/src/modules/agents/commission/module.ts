/** How app.ts registers this module: its routes, its job, and the proposals it gives the approvals inbox. */
import { staffTotpRequired } from '../../../config';
import type { ModuleContext } from '../../../platform/module-context';
import type { LedgerService } from '../../money/ledger';
import { registerCommissionAdminRoutes } from './admin-routes';
import { createCommissionAdmin } from './admin-service';
import { createCommissionDecisions } from './decisions';
import { createCommissionMember } from './member';
import { registerCommissionRoutes } from './routes';
import { createCommissionSettler } from './settle';

/**
 * Registers the agent centre's calls, the staff calls and the hourly settlement job (it computes
 * previews; only staff approve payments); gives the approvals inbox the statements held for a second
 * staff member.
 */
export function register(ctx: ModuleContext, needs: { ledger: LedgerService }) {
  const settler = createCommissionSettler({ db: ctx.db, clock: ctx.clock });
  const decisions = createCommissionDecisions({
    db: ctx.db,
    clock: ctx.clock,
    ledger: needs.ledger,
    events: ctx.events,
    totpRequired: staffTotpRequired(ctx.config),
  });
  const admin = createCommissionAdmin({ db: ctx.db, clock: ctx.clock });
  registerCommissionRoutes(ctx.app, ctx.calls, createCommissionMember({ db: ctx.db, clock: ctx.clock }));
  registerCommissionAdminRoutes(ctx.app, { db: ctx.db, clock: ctx.clock, admin, settler, decisions });
  ctx.addJob({ name: 'commission-periods', cron: '17 * * * *', run: () => settler.runClosedPeriods() });
  return { proposals: decisions.inbox };
}
