import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { pgError } from '../../platform/db-retry';
import type { DomainEventBus } from '../../platform/domain-events';
import type { LedgerService } from '../ledger/service';
import { findMemberById } from '../member/repository';
import { createStaffAuditWriter } from '../staff/service';
import { WithdrawalErrors as E } from '../withdrawal/errors';
import { currencyOf, openAccounts, parseAmount, type StaffActor } from '../withdrawal/service';
import { fromMinor } from '@arks/contracts';

export type AdjustmentService = ReturnType<typeof createAdjustmentService>;

/**
 * Manual corrections by finance staff and the member's ledger as the back office sees it. An
 * adjustment moves money between the member's main wallet and the site's `adjustments` account;
 * a debit never takes more than the member may spend now (the ledger refuses it with 601).
 */
export function createAdjustmentService(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  events: DomainEventBus;
}) {
  const { db, clock, ledger, events } = deps;

  async function member(id: number) {
    const m = await findMemberById(db, id);
    if (!m) throw new AppError(E.memberNotFound);
    return { ...m, code: currencyOf(m.currency) };
  }

  async function adjustOnce(
    m: Awaited<ReturnType<typeof member>>,
    minor: bigint,
    input: { reason: string; idempotency_key: string },
    actor: StaffActor,
  ) {
    const credit = minor > 0n;
    await openAccounts(ledger, m.siteId, m.currency, m.id, 'adjustments');
    return db.transaction(async (tx) => {
      const result = await ledger.transfer(
        {
          siteId: m.siteId,
          currency: m.currency,
          debit: credit ? { system: 'adjustments' } : { member: m.id },
          credit: credit ? { member: m.id } : { system: 'adjustments' },
          amount: credit ? minor : -minor,
          kind: 'adjustment',
          idempotencyKey: `adjust:${m.id}:${input.idempotency_key}`,
          memo: input.reason,
          staffId: actor.staffId,
        },
        tx,
      );
      if (!result.replayed) {
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
      input: { amount: string; reason: string; idempotency_key: string },
      actor: StaffActor,
    ) {
      const m = await member(memberId);
      const minor = parseAmount(input.amount, m.code);
      if (minor === 0n) throw new AppError(E.adjustmentZero);
      let result;
      try {
        result = await adjustOnce(m, minor, input, actor);
      } catch (err) {
        // The same key at the same moment: the other request committed; this one is its replay.
        if (pgError(err)?.code !== '23505') throw err;
        result = await adjustOnce(m, minor, input, actor);
      }
      if (!result.replayed) {
        events.publish('member.balance_changed', { memberId: m.id, siteId: m.siteId, currency: m.currency });
      }
      const balance = await ledger.mainBalance(m.id, m.currency);
      return {
        transfer_id: String(result.transfer.id),
        amount: fromMinor(minor, m.code),
        available: fromMinor(balance.available, m.code),
        replayed: result.replayed,
      };
    },

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
