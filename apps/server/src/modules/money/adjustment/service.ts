import { fromMinor, MONEY_LIMITS, multipleToBasisPoints } from '@arks/contracts';
import type { Db } from '../../../db/client';
import { AppError, fieldError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { pgError } from '../../../platform/db-retry';
import type { DomainEventBus } from '../../../platform/domain-events';
import { withinBound } from '../ledger';
import type { LedgerService } from '../ledger';
import { findMemberById } from '../../accounts/member';
import { createIssuanceLimits } from '../approvals';
import { createStaffAuditWriter } from '../../accounts/staff';
import { AdjustmentErrors as E } from './errors';
import { currencyOf, openAccounts, parseAmount } from '../ledger';
import type { StaffActor } from '../../accounts/staff';
import { postAdjustment, type AdjustedMember } from './posting';
import { createProposals } from './proposals';

export type AdjustmentService = ReturnType<typeof createAdjustmentService>;

/** The day's bound would be passed: the posting transaction rolls back and a proposal is made instead. */
class PastDailyBound extends Error {}

/**
 * Manual corrections by finance staff and the member's ledger as the back office sees it. An
 * adjustment moves money between the member's main wallet and the site's `adjustments` account;
 * a debit never takes more than the member may spend now (the ledger refuses it with 601). Every
 * amount is bounded by its currency's MONEY_LIMITS; above `approvalAbove`, or past the day's bound
 * for the staff member or the member (approvals' issuance limits), it waits for a second staff member
 * (proposals.ts).
 */
export function createAdjustmentService(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  events: DomainEventBus;
  /** STAFF_TOTP_REQUIRED: a checker of a proposal must have two-factor on. */
  totpRequired: boolean;
}) {
  const { db, clock, ledger, events } = deps;

  async function member(id: number): Promise<AdjustedMember> {
    const m = await findMemberById(db, id);
    if (!m) throw new AppError(E.memberNotFound);
    return { id: m.id, siteId: m.siteId, currency: m.currency, code: currencyOf(m.currency) };
  }

  const proposals = createProposals({ db, clock, ledger, events, member, totpRequired: deps.totpRequired });
  const limits = createIssuanceLimits({ db, clock });

  /** The bonus's turnover ref, the same in its transfer's metadata and in the event. */
  const bonusRef = (m: AdjustedMember, input: { idempotency_key: string }) =>
    `adjust:${m.id}:${input.idempotency_key}`;

  async function adjustOnce(
    m: AdjustedMember,
    minor: bigint,
    input: { reason: string; idempotency_key: string; turnover_multiple?: number },
    actor: StaffActor,
  ) {
    await openAccounts(ledger, m.siteId, m.currency, m.id, 'adjustments');
    return db.transaction(async (tx) => {
      const result = await postAdjustment(ledger, tx, m, minor, {
        idempotencyKey: `adjust:${m.id}:${input.idempotency_key}`,
        memo: input.reason,
        staffId: actor.staffId,
        turnover: {
          source: 'manual_bonus',
          ref: bonusRef(m, input),
          multipleBp: multipleToBasisPoints(input.turnover_multiple ?? 0),
        },
      });
      if (!result.replayed) {
        // Small adjustments add up: past the day's bound for this staff member or this member, the
        // transfer rolls back and the adjustment waits for a second approver like a large one.
        const size = minor < 0n ? -minor : minor;
        const drawn = await limits.draw(tx, [
          { scope: 'adjustment_staff_day', subjectId: actor.staffId, currency: m.code, amount: size },
          { scope: 'adjustment_member_day', subjectId: m.id, currency: m.code, amount: size },
        ]);
        if (!drawn) throw new PastDailyBound();
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: actor.staffId,
          action: 'member_adjusted',
          target: `member:${m.id}`,
          detail: {
            amount: fromMinor(minor, m.code),
            reason: input.reason,
            transfer_id: String(result.transfer.id),
          },
          ip: actor.ip,
        });
      }
      return result;
    });
  }

  return {
    async adjust(
      memberId: number,
      input: { amount: string; reason: string; idempotency_key: string; turnover_multiple?: number },
      actor: StaffActor,
    ) {
      const m = await member(memberId);
      const minor = parseAmount(input.amount, m.code);
      if (minor === 0n) throw new AppError(E.adjustmentZero);
      if (minor < 0n && (input.turnover_multiple ?? 0) > 0)
        throw fieldError(
          'turnover_multiple',
          'turnover_multiple: only a positive adjustment (a bonus) asks turnover',
        );
      withinBound('amount', minor, m.code);
      const size = minor < 0n ? -minor : minor;
      if (size > MONEY_LIMITS[m.code].approvalAbove) return proposals.propose(m, minor, input, actor);
      // A key that already waits as a proposal stays one, even on a new day with room under the bound.
      if (await proposals.exists(m.id, input.idempotency_key))
        return proposals.propose(m, minor, input, actor);
      let result;
      try {
        result = await adjustOnce(m, minor, input, actor).catch(async (err: unknown) => {
          // The same key at the same moment: the other request committed; this one is its replay.
          if (pgError(err)?.code !== '23505') throw err;
          return adjustOnce(m, minor, input, actor);
        });
      } catch (err) {
        if (err instanceof PastDailyBound) return proposals.propose(m, minor, input, actor);
        throw err;
      }
      if (!result.replayed) {
        events.publish('member.balance_changed', { memberId: m.id, siteId: m.siteId, currency: m.currency });
        if ((input.turnover_multiple ?? 0) > 0)
          events.publish('promotion.credited', {
            memberId: m.id,
            siteId: m.siteId,
            currency: m.currency,
            source: 'manual_bonus',
            ref: bonusRef(m, input),
            amountMinor: minor,
            turnoverMultiple: input.turnover_multiple!,
          });
      }
      const balance = await ledger.mainBalance(m.id, m.currency);
      return {
        status: 'posted' as const,
        transfer_id: String(result.transfer.id),
        proposal_id: null,
        amount: fromMinor(minor, m.code),
        available: fromMinor(balance.available, m.code),
        replayed: result.replayed,
        held_for: null,
      };
    },

    proposals: proposals.list,
    approve: proposals.approve,
    reject: proposals.reject,

    async ledger(memberId: number, q: { from?: string; to?: string; page: number; page_size: number }) {
      const m = await member(memberId);
      const empty = { currency: m.currency, list: [], total: 0 };
      // Reading must not open a wallet for a member whose money never moved.
      const accounts = await ledger.memberAccounts(m.id);
      if (!accounts.some((a) => a.kind === 'member_main' && a.currency === m.currency)) return empty;
      const page = await ledger.history(
        { siteId: m.siteId, currency: m.currency, account: { member: m.id } },
        {
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
          limit: q.page_size,
          offset: (q.page - 1) * q.page_size,
        },
      );
      return {
        currency: m.currency,
        total: page.total,
        list: page.items.map((t) => ({
          id: t.id.toString(),
          kind: t.kind as never,
          amount: fromMinor(t.signedAmount, m.code),
          reference: t.reference,
          memo: t.memo,
          status: t.status as never,
          created_at: t.createdAt.toISOString(),
        })),
      };
    },
  };
}
