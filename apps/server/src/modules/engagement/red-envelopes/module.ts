/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import type { ModuleContext } from '../../../platform/module-context';
import { createStaffAuditWriter } from '../../accounts/staff';
import type { LedgerService } from '../../money/ledger';
import { registerRedEnvelopeAdminRoutes } from './admin-routes';
import { registerRedEnvelopeRoutes } from './routes';
import { createRedEnvelopeService } from './service';

export function register(ctx: ModuleContext, needs: { ledger: LedgerService }): void {
  const { db, clock } = ctx;
  const envelopes = createRedEnvelopeService({
    db,
    clock,
    ledger: needs.ledger,
    events: ctx.events,
    realtime: ctx.realtime,
    audit: createStaffAuditWriter(db, clock),
  });
  registerRedEnvelopeRoutes(ctx.app, ctx.calls, envelopes);
  registerRedEnvelopeAdminRoutes(ctx.app, envelopes);
}
