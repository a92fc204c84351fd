/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import type { ModuleContext } from '../../../platform/module-context';
import { registerApprovalsAdminRoutes } from './admin-routes';
import { createIssuanceLimits } from './issuance-limits';
import { createApprovalsService, type ProposalSource } from './service';

export function register(
  ctx: ModuleContext,
  needs: {
    adjustments: ProposalSource;
    withdrawals: ProposalSource;
    rebates: ProposalSource;
    recommendRewards: ProposalSource;
    agentTransfers: ProposalSource;
    commission: ProposalSource;
  },
): void {
  const approvals = createApprovalsService({
    adjustment: needs.adjustments,
    withdrawal: needs.withdrawals,
    rebate: needs.rebates,
    recommend_reward: needs.recommendRewards,
    agent_transfer: needs.agentTransfers,
    commission: needs.commission,
  });
  registerApprovalsAdminRoutes(ctx.app, approvals, createIssuanceLimits(ctx));
}
