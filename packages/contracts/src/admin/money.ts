import { z } from 'zod';
import { bigintId, integerId } from '../ids';
import { ZTransactionKind, ZTransactionStatus } from '../wallet';
import { ZIdempotencyKey, ZWithdrawStatus } from '../withdrawal';
import { defineAdminCall } from './staff';
import { ZTurnoverMultiple } from '../wagering-turnover';

/** Back-office money calls: withdrawal review, manual adjustments and a member's ledger (finance + admin). */

const ROLES = ['finance'] as const;
const page = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const reason = z.string().trim().min(1, 'reason is required').max(500);

export const ZAdminWithdrawal = z.object({
  id: z.number().int(),
  order_number: z.string(),
  site_id: z.number().int(),
  member_id: z.number().int(),
  member_account: z.string(),
  currency: z.string(),
  amount: z.string(),
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  /** The member's bound account the order named; null once the member removed it. */
  bank_account_id: z.number().int().nullable(),
  status: ZWithdrawStatus,
  reason: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by: z.number().int().nullable(),
  /** Above its currency's WITHDRAWAL_APPROVAL_ABOVE: two different staff must approve. */
  needs_second_approval: z.boolean(),
  /**
   * Finance verified the bound account this order pays to, and it still has the number and holder the
   * order copied.
   */
  payee_verified: z.boolean(),
  /**
   * The site's rule for the currency (verified payouts only, from its amount on) covers this order:
   * while the payee is not verified, approving it is refused (BANK_ACCOUNT_UNVERIFIED).
   */
  payee_verification_required: z.boolean(),
  /** The first approval of a large withdrawal (the proposal), while or after it waited for the second. */
  first_approval: z
    .object({
      staff_id: z.number().int(),
      staff_account: z.string(),
      note: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
});

export const AdminWithdrawalList = defineAdminCall({
  name: 'AdminWithdrawalList',
  method: 'GET',
  path: '/withdrawals',
  roles: ROLES,
  request: z.object({
    status: ZWithdrawStatus.optional(),
    site_id: integerId({ coerce: true }).optional(),
    member_id: bigintId({ coerce: true }).optional(),
    from: z.iso.datetime({ offset: true }).max(40).optional(),
    to: z.iso.datetime({ offset: true }).max(40).optional(),
    page,
    page_size: pageSize,
  }),
  data: z.object({ list: z.array(ZAdminWithdrawal), total: z.number().int() }),
});

/**
 * What the reviewer of one withdrawal weighs: the order, the member's wallet now, and the member's
 * money by kind over the whole ledger (deposits against withdrawals, games, adjustments), with the
 * latest game transfers and results.
 */
export const AdminWithdrawalReview = defineAdminCall({
  name: 'AdminWithdrawalReview',
  method: 'GET',
  path: '/withdrawals/:id/review',
  roles: ROLES,
  request: z.object({ id: bigintId({ coerce: true }) }),
  data: z.object({
    withdrawal: ZAdminWithdrawal,
    balance: z.string(),
    available: z.string(),
    /** Posted totals on the member's main wallet by kind: `in` credited, `out` debited. */
    totals: z.array(
      z.object({ kind: ZTransactionKind, in: z.string(), out: z.string(), count: z.number().int() }),
    ),
    /** Withdrawals still holding money (this one included). */
    pending_withdrawals: z.object({ amount: z.string(), count: z.number().int() }),
    recent_games: z.array(
      z.object({
        id: z.string(),
        kind: ZTransactionKind,
        amount: z.string(),
        reference: z.string().nullable(),
        status: ZTransactionStatus,
        created_at: z.string(),
      }),
    ),
  }),
});

/**
 * Approves a withdrawal. Up to its currency's WITHDRAWAL_APPROVAL_ABOVE the money leaves at once;
 * above it the first approval is recorded as a proposal (the order stays pending) and a second,
 * different staff member's approval moves the money. The first approver approving again is a 403.
 */
export const AdminWithdrawalApprove = defineAdminCall({
  name: 'AdminWithdrawalApprove',
  method: 'POST',
  path: '/withdrawals/:id/approve',
  roles: ROLES,
  request: z.object({ id: bigintId({ coerce: true }), reason: reason.optional() }),
  data: ZAdminWithdrawal,
});

export const AdminWithdrawalReject = defineAdminCall({
  name: 'AdminWithdrawalReject',
  method: 'POST',
  path: '/withdrawals/:id/reject',
  roles: ROLES,
  request: z.object({ id: bigintId({ coerce: true }), reason }),
  data: ZAdminWithdrawal,
});

/**
 * A manual adjustment. Up to the currency's `approvalAbove` (MONEY_LIMITS) it posts at once; above it
 * it becomes a proposal that a second finance or admin staff member approves (`status: 'proposed'`,
 * no transfer yet); so does one that would pass a daily bound (`held_for`). Beyond `maxAmount`, or taking the member above `maxBalance`, it is a 400 on `amount`.
 */
export const AdminMemberAdjustment = defineAdminCall({
  name: 'AdminMemberAdjustment',
  method: 'POST',
  path: '/members/:id/adjustments',
  roles: ROLES,
  request: z.object({
    id: bigintId({ coerce: true }),
    /** Signed: positive credits the member, negative debits. */
    amount: z
      .string()
      .trim()
      .max(40)
      .regex(/^-?\d{1,15}(\.\d{1,8})?$/, 'amount must be a signed decimal number'),
    reason,
    idempotency_key: ZIdempotencyKey,
    /** A positive adjustment staff mark as a bonus: it asks this multiple of it in valid bets (打码量). */
    turnover_multiple: ZTurnoverMultiple.optional(),
  }),
  data: z.object({
    status: z.enum(['posted', 'proposed']),
    /** Null while the adjustment waits for approval. */
    transfer_id: z.string().nullable(),
    proposal_id: z.number().int().nullable(),
    amount: z.string(),
    available: z.string(),
    replayed: z.boolean(),
    /**
     * Why it waits: above the approval line, or past a daily bound on adjustments without a second
     * approver (the staff member's or the member's: AdminIssuanceLimitList). Null once posted.
     */
    held_for: z.enum(['approval_line', 'daily_limit']).nullable(),
  }),
});

export const ZAdjustmentProposalStatus = z.enum(['pending', 'approved', 'rejected']);

export const ZAdminAdjustmentProposal = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  member_id: z.number().int(),
  currency: z.string(),
  amount: z.string(),
  reason: z.string(),
  status: ZAdjustmentProposalStatus,
  proposed_by: z.number().int(),
  decided_by: z.number().int().nullable(),
  decision_reason: z.string().nullable(),
  transfer_id: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

export const AdminAdjustmentProposalList = defineAdminCall({
  name: 'AdminAdjustmentProposalList',
  method: 'GET',
  path: '/adjustment-proposals',
  roles: ROLES,
  request: z.object({
    status: ZAdjustmentProposalStatus.optional(),
    site_id: integerId({ coerce: true }).optional(),
    member_id: bigintId({ coerce: true }).optional(),
    page,
    page_size: pageSize,
  }),
  data: z.object({ list: z.array(ZAdminAdjustmentProposal), total: z.number().int() }),
});

/** The checker posts the proposed adjustment; never the maker, and each proposal is decided once. */
export const AdminAdjustmentProposalApprove = defineAdminCall({
  name: 'AdminAdjustmentProposalApprove',
  method: 'POST',
  path: '/adjustment-proposals/:id/approve',
  roles: ROLES,
  request: z.object({ id: bigintId({ coerce: true }), reason: reason.optional() }),
  data: ZAdminAdjustmentProposal,
});

export const AdminAdjustmentProposalReject = defineAdminCall({
  name: 'AdminAdjustmentProposalReject',
  method: 'POST',
  path: '/adjustment-proposals/:id/reject',
  roles: ROLES,
  request: z.object({ id: bigintId({ coerce: true }), reason }),
  data: ZAdminAdjustmentProposal,
});

export const AdminMemberLedger = defineAdminCall({
  name: 'AdminMemberLedger',
  method: 'GET',
  path: '/members/:id/ledger',
  roles: ROLES,
  request: z.object({
    id: bigintId({ coerce: true }),
    from: z.iso.datetime({ offset: true }).max(40).optional(),
    to: z.iso.datetime({ offset: true }).max(40).optional(),
    page,
    page_size: pageSize,
  }),
  data: z.object({
    currency: z.string(),
    list: z.array(
      z.object({
        id: z.string(),
        kind: ZTransactionKind,
        amount: z.string(),
        reference: z.string().nullable(),
        memo: z.string().nullable(),
        status: ZTransactionStatus,
        created_at: z.string(),
      }),
    ),
    total: z.number().int(),
  }),
});

export const APPROVAL_KINDS = [
  'adjustment',
  'withdrawal',
  'rebate',
  'recommend_reward',
  'agent_transfer',
  'commission',
] as const;
export const ZApprovalKind = z.enum(APPROVAL_KINDS);

/** One maker-checker proposal of any kind, as the approvals inbox lists it. */
export const ZAdminApproval = z.object({
  kind: ZApprovalKind,
  /** The adjustment proposal's id, or the withdrawal's. */
  id: z.number().int(),
  /** The withdrawal's order number; a rebate's `rebate:<day>:<hall>`; null for an adjustment. */
  order_number: z.string().nullable(),
  site_id: z.number().int(),
  member_id: z.number().int(),
  member_account: z.string(),
  currency: z.string(),
  /** Signed for an adjustment (negative debits the member); a withdrawal's amount leaves the member. */
  amount: z.string(),
  /** The maker's reason (adjustment) or note (withdrawal's first approval). */
  reason: z.string().nullable(),
  status: ZAdjustmentProposalStatus,
  /** Null when no staff member made it: a rebate the daily job held above the automatic ceiling. */
  maker_id: z.number().int().nullable(),
  maker_account: z.string().nullable(),
  checker_id: z.number().int().nullable(),
  checker_account: z.string().nullable(),
  decision_reason: z.string().nullable(),
  proposed_at: z.string(),
  decided_at: z.string().nullable(),
});

/** Every maker-checker proposal in one list: large adjustments and large withdrawals. */
export const AdminApprovalList = defineAdminCall({
  name: 'AdminApprovalList',
  method: 'GET',
  path: '/approvals',
  roles: ROLES,
  request: z.object({
    status: ZAdjustmentProposalStatus.default('pending'),
    kind: ZApprovalKind.optional(),
    site_id: integerId({ coerce: true }).optional(),
    member_id: bigintId({ coerce: true }).optional(),
    /** By the time proposed: oldest first (the longest waiting on top) unless `desc`. */
    sort: z.literal('proposed_at').optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
    // Kinds are merged in memory page by page: a bounded depth keeps that cheap.
    page: page.pipe(z.number().max(100)),
    page_size: pageSize,
  }),
  data: z.object({ list: z.array(ZAdminApproval), total: z.number().int() }),
});
