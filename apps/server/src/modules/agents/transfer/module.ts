/** How app.ts registers this module: its routes, and the services other modules are given. */
import { staffTotpRequired } from '../../../config';
import type { ModuleContext } from '../../../platform/module-context';
import type { MemberCenterService } from '../../accounts/member-center';
import type { LedgerService } from '../../money/ledger';
import { registerAgentTransferAdminRoutes } from './admin-routes';
import { createAgentTransferAdmin } from './admin-service';
import { registerAgentTransferRoutes } from './routes';
import { createAgentTransferService } from './service';

/** Registers the agent's and the staff calls; gives the approvals inbox the transfers held above the line. */
export function register(
  ctx: ModuleContext,
  needs: { ledger: LedgerService; memberCenter: MemberCenterService },
) {
  const service = createAgentTransferService({
    db: ctx.db,
    clock: ctx.clock,
    ledger: needs.ledger,
    events: ctx.events,
    memberCenter: needs.memberCenter,
  });
  const admin = createAgentTransferAdmin({
    db: ctx.db,
    clock: ctx.clock,
    ledger: needs.ledger,
    events: ctx.events,
    totpRequired: staffTotpRequired(ctx.config),
  });
  registerAgentTransferRoutes(ctx.app, ctx.calls, service);
  registerAgentTransferAdminRoutes(ctx.app, admin);
  return { proposals: admin.inbox };
}
