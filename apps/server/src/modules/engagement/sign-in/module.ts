/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import type { ModuleContext } from '../../../platform/module-context';
import { createStaffAuditWriter } from '../../accounts/staff';
import type { LedgerService } from '../../money/ledger';
import { registerSignInAdminRoutes } from './admin-routes';
import { registerSignInRoutes } from './routes';
import { createSignInService } from './service';

export function register(ctx: ModuleContext, needs: { ledger: LedgerService }): void {
  const { db, clock } = ctx;
  const signIn = createSignInService({
    db,
    clock,
    ledger: needs.ledger,
    events: ctx.events,
    audit: createStaffAuditWriter(db, clock),
  });
  registerSignInRoutes(ctx.app, ctx.calls, signIn);
  registerSignInAdminRoutes(ctx.app, signIn);
}
