/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import { staffTotpRequired } from '../../../config';
import type { ModuleContext } from '../../../platform/module-context';
import type { LedgerService } from '../ledger';
import { registerAdjustmentAdminRoutes } from './admin-routes';
import { adjustmentInbox, type InboxFilter } from './inbox';
import { createAdjustmentService } from './service';

/** Gives the approvals inbox the adjustment proposals. */
export function register(ctx: ModuleContext, needs: { ledger: LedgerService }) {
  const adjustments = createAdjustmentService({
    db: ctx.db,
    clock: ctx.clock,
    ledger: needs.ledger,
    events: ctx.events,
    totpRequired: staffTotpRequired(ctx.config),
  });
  registerAdjustmentAdminRoutes(ctx.app, adjustments);
  return { proposals: (f: InboxFilter) => adjustmentInbox(ctx.db, f) };
}
