import { fromMinor } from '@arks/contracts';
import { currencyOf } from '../../money/ledger';
import type { RewardRow } from './payout';

/** A reward as staff see it. */
export function rewardView(r: RewardRow, accounts: Map<number, string>) {
  const code = currencyOf(r.currency);
  return {
    id: r.id,
    site_id: r.siteId,
    currency: r.currency,
    recommender_id: r.recommenderId,
    recommender_account: accounts.get(r.recommenderId) ?? '',
    friend_id: r.friendId,
    friend_account: accounts.get(r.friendId) ?? '',
    trigger: r.trigger,
    reached: fromMinor(r.reached, code),
    amount: fromMinor(r.amount, code),
    state: r.state,
    held_for: r.heldFor,
    decided_by: r.decidedBy,
    decision_reason: r.decisionReason,
    transfer_id: r.transferId === null ? null : String(r.transferId),
    computed_at: r.computedAt.toISOString(),
    paid_at: r.paidAt?.toISOString() ?? null,
  };
}
