import { fromMinor, MONEY_LIMITS, type CallData, type AgentTransferList } from '@arks/contracts';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { calendarDay } from '../../../platform/day-window';
import { pgError } from '../../../platform/db-retry';
import type { DomainEventBus } from '../../../platform/domain-events';
import {
  findMember,
  memberAuditWriter,
  memberIdsByAccount,
  withMemberAccounts,
  type ClientInfo,
} from '../../accounts/member';
import type { MemberCenterService } from '../../accounts/member-center';
import { currencyOf, parseAmount, type LedgerService } from '../../money/ledger';
import { dayRangeInZone } from '../../money/wallet';
import type { Site } from '../../sites/site';
import { agentStatusHeld, findAgent } from '../tree';
import { AgentTransferErrors as E } from './errors';
import { drawOnDay, limitsOf, usedOn } from './limits';
import { agentTransfers } from './schema';

export type AgentTransferRow = typeof agentTransfers.$inferSelect;
export type AgentTransferService = ReturnType<typeof createAgentTransferService>;

/** The ledger key of a transfer: one per row, so whatever runs twice moves the money once. */
export const ledgerKey = (id: number) => `agent_transfer:${id}`;

/** Tells the wallets of both sides (the realtime gateway pushes member.cash). */
export function publishBalances(events: DomainEventBus, r: AgentTransferRow, both: boolean) {
  const ids = both ? [r.agentId, r.memberId] : [r.agentId];
  for (const memberId of ids) {
    events.publish('member.balance_changed', { memberId, siteId: r.siteId, currency: r.currency });
  }
}

/**
 * An active agent's transfers to its direct downline. One transaction per transfer: the row, the
 * draw on the agent's day (paid and held amounts count against the daily limit), and one ledger
 * transfer of kind agent_transfer from the agent's main wallet to the member's (posted, or pending
 * and held from the agent when above the approval line). Any refusal rolls all of it back.
 */
export function createAgentTransferService(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  events: DomainEventBus;
  memberCenter: Pick<MemberCenterService, 'verifyWithdrawPassword' | 'hasWithdrawPassword'>;
}) {
  const { db, clock, ledger, events } = deps;
  const audit = memberAuditWriter(db, clock);

  async function activeAgent(memberId: number) {
    const agent = await findAgent(db, memberId);
    if (!agent || agent.status !== 'active') throw new AppError(E.notAgent);
    return agent;
  }

  const view = (r: AgentTransferRow, account: string) => ({
    id: r.id,
    member_account: account,
    amount: fromMinor(r.amount, currencyOf(r.currency)),
    state: r.state,
    decision_reason: r.state === 'rejected' ? r.decisionReason : null,
    created_at: r.createdAt.toISOString(),
    paid_at: r.paidAt?.toISOString() ?? null,
  });

  const byKey = async (d: DbOrTx, agentId: number, key: string) =>
    (
      await d
        .select()
        .from(agentTransfers)
        .where(and(eq(agentTransfers.agentId, agentId), eq(agentTransfers.idempotencyKey, key)))
    )[0];

  /** A repeated key answers its first transfer, or a conflict when the request differs. */
  async function replay(r: AgentTransferRow, amount: bigint, account: string) {
    const [named] = await withMemberAccounts(db, [r]);
    if (r.amount !== amount || named!.account !== account.toLowerCase()) throw new AppError(E.keyConflict);
    return view(r, named!.account);
  }

  return {
    async settings(site: Site, agentId: number) {
      const agent = await activeAgent(agentId);
      const code = currencyOf(agent.currency);
      const [limits, used, balance, hasPassword] = await Promise.all([
        limitsOf(db, agent),
        usedOn(db, agentId, calendarDay(clock.now(), site.timeZone)),
        ledger.mainBalance(agentId, agent.currency),
        deps.memberCenter.hasWithdrawPassword(agentId),
      ]);
      const left = limits.maxDaily > used ? limits.maxDaily - used : 0n;
      return {
        currency: agent.currency,
        available: fromMinor(balance.available, code),
        max_single: fromMinor(limits.maxSingle, code),
        max_daily: fromMinor(limits.maxDaily, code),
        used_today: fromMinor(used, code),
        left_today: fromMinor(left, code),
        approval_line: fromMinor(limits.approvalLine, code),
        has_withdraw_password: hasPassword,
      };
    },

    async create(
      site: Site,
      agentId: number,
      input: { member_account: string; amount: string; withdraw_password: string; idempotency_key: string },
      client: ClientInfo,
    ) {
      const agent = await activeAgent(agentId);
      const code = currencyOf(agent.currency);
      const amount = parseAmount(input.amount, code);
      if (amount <= 0n) throw new AppError(E.amountZero);
      // The password guards every answer, a replay's too, so a key cannot probe transfers.
      await deps.memberCenter.verifyWithdrawPassword(site, agentId, input.withdraw_password, client);
      const earlier = await byKey(db, agentId, input.idempotency_key);
      if (earlier) return replay(earlier, amount, input.member_account);

      // Only a member whose introducer is this agent, in its site and currency: never a member of a
      // sub-agent's tree, another agent's, nor the agent itself.
      const [targetId] = await memberIdsByAccount(db, input.member_account.trim(), agent.siteId);
      const target = targetId === undefined ? undefined : await findMember(db, targetId);
      if (
        !target ||
        target.id === agentId ||
        target.introducerId !== agentId ||
        target.siteId !== agent.siteId ||
        target.currency !== agent.currency
      ) {
        throw new AppError(E.notDirectMember);
      }
      // A frozen or disabled member receives nothing (it could not use or withdraw it anyway).
      if (target.status !== 'active') throw new AppError(E.memberInactive);
      const limits = await limitsOf(db, agent);
      if (limits.maxSingle === 0n || limits.maxDaily === 0n) throw new AppError(E.transfersOff);
      if (amount > limits.maxSingle) {
        throw new AppError(E.aboveSingle, { params: { limit: fromMinor(limits.maxSingle, code) } });
      }
      const held = limits.approvalLine > 0n && amount > limits.approvalLine;
      const day = calendarDay(clock.now(), site.timeZone);
      // Open the member's wallet outside the transaction (see the ledger's openAccounts).
      await ledger.hasPending({
        siteId: agent.siteId,
        currency: agent.currency,
        account: { member: target.id },
      });

      let row: AgentTransferRow;
      try {
        row = await db.transaction(async (tx) => {
          // Again under a share lock: a suspension committing since the check above waits or is seen.
          if ((await agentStatusHeld(tx, agentId)) !== 'active') throw new AppError(E.notAgent);
          const [inserted] = await tx
            .insert(agentTransfers)
            .values({
              siteId: agent.siteId,
              currency: agent.currency,
              agentId,
              memberId: target.id,
              amount,
              state: held ? 'waiting_approval' : 'paid',
              day,
              idempotencyKey: input.idempotency_key,
              createdAt: clock.now(),
              paidAt: held ? null : clock.now(),
            })
            .returning();
          if (!(await drawOnDay(tx, agentId, day, amount, limits.maxDaily))) {
            const used = await usedOn(tx, agentId, day);
            const left = limits.maxDaily > used ? limits.maxDaily - used : 0n;
            throw new AppError(E.aboveDaily, { params: { left: fromMinor(left, code) } });
          }
          const { transfer } = await ledger.transfer(
            {
              siteId: agent.siteId,
              currency: agent.currency,
              debit: { member: agentId },
              credit: { member: target.id },
              amount,
              kind: 'agent_transfer',
              idempotencyKey: ledgerKey(inserted!.id),
              reference: `agent-transfer:${inserted!.id}`,
              pending: held,
            },
            tx,
          );
          if (!held) {
            const { balance } = await ledger.mainBalance(target.id, agent.currency, tx);
            if (balance > MONEY_LIMITS[code].maxBalance) throw new AppError(E.aboveMaxBalance);
          }
          const [done] = await tx
            .update(agentTransfers)
            .set({ transferId: transfer.id })
            .where(eq(agentTransfers.id, inserted!.id))
            .returning();
          return done!;
        });
      } catch (err) {
        // The same key at the same moment: the other request's transfer is the answer.
        if (pgError(err)?.code !== '23505') throw err;
        const winner = await byKey(db, agentId, input.idempotency_key);
        if (!winner) throw err;
        return replay(winner, amount, input.member_account);
      }
      const me = await findMember(db, agentId);
      await audit(site, client, me?.account ?? '', 'agent_transfer', agentId, {
        transfer_id: row.id,
        to_member_id: target.id,
        to_account: target.account,
        amount: fromMinor(amount, code),
        state: row.state,
      });
      publishBalances(events, row, !held);
      return view(row, target.account);
    },

    async list(
      site: Site,
      agentId: number,
      q: { start_date: string; end_date: string; page: number; page_size: number },
    ): Promise<CallData<typeof AgentTransferList>> {
      await activeAgent(agentId);
      const { from, to } = await dayRangeInZone(db, q.start_date, q.end_date, site.timeZone);
      const where = and(
        eq(agentTransfers.agentId, agentId),
        gte(agentTransfers.createdAt, from),
        lt(agentTransfers.createdAt, to),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(agentTransfers)
          .where(where)
          .orderBy(desc(agentTransfers.createdAt), desc(agentTransfers.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(agentTransfers).where(where),
      ]);
      const named = await withMemberAccounts(db, rows);
      return { list: named.map(({ order, account }) => view(order, account)), total: total?.n ?? 0 };
    },
  };
}
