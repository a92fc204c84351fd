import { CURRENCIES, fromMinor, MONEY_LIMITS, type CurrencyCode } from '@arks/contracts';
import { and, asc, count, desc, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { DomainEventBus } from '../../../platform/domain-events';
import { findMembers } from '../../accounts/member';
import { checkApprover, createStaffAuditWriter, staffAccounts, type StaffActor } from '../../accounts/staff';
import { currencyOf, parseAmount, withinBound, type LedgerService } from '../../money/ledger';
import { findSite, listCurrencies } from '../../sites/site';
import { agentStatusHeld } from '../tree';
import { AgentTransferStaffErrors as E } from './errors';
import { findSettings, giveBackOnDay } from './limits';
import { agentTransfers, agentTransferSettings } from './schema';
import { publishBalances, type AgentTransferRow } from './service';

/** A wire amount in minor units, or a 400 naming the field (too many decimals for the currency). */
function amountOf(field: string, amount: string, code: CurrencyCode): bigint {
  try {
    return parseAmount(amount, code);
  } catch {
    throw new AppError(PlatformErrors.badRequest, {
      message: `${field}: at most ${CURRENCIES[code].exponent} decimal places in ${code}`,
    });
  }
}

async function accountsOf(db: DbOrTx, rows: AgentTransferRow[]) {
  const members = await findMembers(
    db,
    rows.flatMap((r) => [r.agentId, r.memberId]),
  );
  return new Map(members.map((m) => [m.id, m.account]));
}

function transferView(r: AgentTransferRow, accounts: Map<number, string>) {
  const code = currencyOf(r.currency);
  return {
    id: r.id,
    site_id: r.siteId,
    currency: r.currency,
    agent_id: r.agentId,
    agent_account: accounts.get(r.agentId) ?? '',
    member_id: r.memberId,
    member_account: accounts.get(r.memberId) ?? '',
    amount: fromMinor(r.amount, code),
    state: r.state,
    day: r.day,
    decided_by: r.decidedBy,
    decision_reason: r.decisionReason,
    transfer_id: r.transferId === null ? null : String(r.transferId),
    created_at: r.createdAt.toISOString(),
    paid_at: r.paidAt?.toISOString() ?? null,
  };
}

/**
 * The staff side: defaults per site and currency, every transfer, and deciding the ones held above
 * the approval line. A decision is one conditional UPDATE out of `waiting_approval` in the transaction
 * that posts (approve) or voids (reject) the held ledger transfer, so parallel decisions take effect
 * once. The maker is the agent, no staff member: any checker who passes the approver rules decides.
 */
export function createAgentTransferAdmin(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  events: DomainEventBus;
  totpRequired: boolean;
}) {
  const { db, clock, ledger, events } = deps;

  async function offered(siteId: number, currency: string) {
    if (!(await findSite(db, siteId))) throw new AppError(E.siteNotFound);
    if (!(await listCurrencies(db, siteId)).includes(currency)) {
      throw new AppError(PlatformErrors.badRequest, {
        message: 'currency: the site does not offer this currency',
      });
    }
  }

  async function settingsView(siteId: number, currency: string) {
    const code = currencyOf(currency);
    const s = await findSettings(db, siteId, currency);
    return {
      site_id: siteId,
      currency,
      max_single: fromMinor(s?.maxSingle ?? 0n, code),
      max_daily: fromMinor(s?.maxDaily ?? 0n, code),
      approval_line: fromMinor(s?.approvalLine ?? 0n, code),
      configured: s !== undefined,
      updated_by: s?.updatedBy ?? null,
      updated_at: s?.updatedAt.toISOString() ?? null,
    };
  }

  const find = async (id: number, d: DbOrTx = db) =>
    (await d.select().from(agentTransfers).where(eq(agentTransfers.id, id)))[0];

  async function refusal(tx: DbOrTx, id: number): Promise<AppError> {
    return new AppError((await find(id, tx)) ? E.decided : E.notFound);
  }

  async function decided(row: AgentTransferRow) {
    return transferView(row, await accountsOf(db, [row]));
  }

  function filters(q: {
    site_id?: number;
    currency?: string;
    state?: AgentTransferRow['state'];
    agent_id?: number;
    member_id?: number;
    from?: string;
    to?: string;
  }): SQL | undefined {
    const where: SQL[] = [];
    if (q.site_id !== undefined) where.push(eq(agentTransfers.siteId, q.site_id));
    if (q.currency) where.push(eq(agentTransfers.currency, q.currency));
    if (q.state) where.push(eq(agentTransfers.state, q.state));
    if (q.agent_id !== undefined) where.push(eq(agentTransfers.agentId, q.agent_id));
    if (q.member_id !== undefined) where.push(eq(agentTransfers.memberId, q.member_id));
    if (q.from) where.push(gte(agentTransfers.day, q.from));
    if (q.to) where.push(lte(agentTransfers.day, q.to));
    return and(...where);
  }

  return {
    async settings(q: { site_id: number; currency: string }) {
      await offered(q.site_id, q.currency);
      return settingsView(q.site_id, q.currency);
    },

    /** New defaults, audited with the ones before. */
    async save(
      input: {
        site_id: number;
        currency: string;
        max_single: string;
        max_daily: string;
        approval_line: string;
        reason: string;
      },
      actor: StaffActor,
    ) {
      await offered(input.site_id, input.currency);
      const code = currencyOf(input.currency);
      const maxSingle = amountOf('max_single', input.max_single, code);
      const maxDaily = amountOf('max_daily', input.max_daily, code);
      const approvalLine = amountOf('approval_line', input.approval_line, code);
      withinBound('max_single', maxSingle, code);
      withinBound('max_daily', maxDaily, code);
      withinBound('approval_line', approvalLine, code);
      if (maxSingle > maxDaily) {
        throw new AppError(PlatformErrors.badRequest, {
          message: 'max_single: may not exceed max_daily',
        });
      }
      const before = await settingsView(input.site_id, input.currency);
      await db.transaction(async (tx) => {
        const values = {
          maxSingle,
          maxDaily,
          approvalLine,
          updatedBy: actor.staffId,
          updatedAt: clock.now(),
        };
        await tx
          .insert(agentTransferSettings)
          .values({ siteId: input.site_id, currency: input.currency, ...values })
          .onConflictDoUpdate({
            target: [agentTransferSettings.siteId, agentTransferSettings.currency],
            set: values,
          });
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: actor.staffId,
          action: 'agent_transfer_settings_saved',
          target: `agent-transfer-settings:${input.site_id}:${input.currency}`,
          detail: {
            reason: input.reason,
            before: {
              max_single: before.max_single,
              max_daily: before.max_daily,
              approval_line: before.approval_line,
            },
            after: {
              max_single: input.max_single,
              max_daily: input.max_daily,
              approval_line: input.approval_line,
            },
          },
          ip: actor.ip,
        });
      });
      return settingsView(input.site_id, input.currency);
    },

    async list(q: Parameters<typeof filters>[0] & { page: number; page_size: number }) {
      const where = filters(q);
      const [rows, [total], sums] = await Promise.all([
        db
          .select()
          .from(agentTransfers)
          .where(where)
          .orderBy(desc(agentTransfers.createdAt), desc(agentTransfers.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(agentTransfers).where(where),
        db
          .select({
            currency: agentTransfers.currency,
            paid: sql<string>`coalesce(sum(${agentTransfers.amount}) filter (where ${agentTransfers.state} = 'paid'), 0)::text`,
            waiting: sql<string>`coalesce(sum(${agentTransfers.amount}) filter (where ${agentTransfers.state} = 'waiting_approval'), 0)::text`,
          })
          .from(agentTransfers)
          .where(where)
          .groupBy(agentTransfers.currency)
          .orderBy(asc(agentTransfers.currency)),
      ]);
      const accounts = await accountsOf(db, rows);
      return {
        list: rows.map((r) => transferView(r, accounts)),
        total: total?.n ?? 0,
        totals: sums.map((s) => ({
          currency: s.currency,
          paid: fromMinor(BigInt(s.paid), currencyOf(s.currency)),
          waiting: fromMinor(BigInt(s.waiting), currencyOf(s.currency)),
        })),
      };
    },

    /** Pays the held amount to the member: the pending ledger transfer is posted, once. */
    async approve(id: number, reason: string | undefined, actor: StaffActor) {
      const row = await db.transaction(async (tx) => {
        const [r] = await tx
          .update(agentTransfers)
          .set({
            state: 'paid',
            decidedBy: actor.staffId,
            decidedAt: clock.now(),
            decisionReason: reason ?? null,
            paidAt: clock.now(),
          })
          .where(and(eq(agentTransfers.id, id), eq(agentTransfers.state, 'waiting_approval')))
          .returning();
        if (!r) throw await refusal(tx, id);
        // The maker is the agent, no staff member (ids start at 1).
        await checkApprover(tx, { makerId: 0, checkerId: actor.staffId }, deps);
        // A suspended agent's held transfer is not paid: rejecting it gives the agent its money back.
        if ((await agentStatusHeld(tx, r.agentId)) !== 'active') throw new AppError(E.agentSuspended);
        await ledger.post(r.transferId!, tx);
        const code = currencyOf(r.currency);
        const { balance } = await ledger.mainBalance(r.memberId, r.currency, tx);
        if (balance > MONEY_LIMITS[code].maxBalance) throw new AppError(E.aboveMaxBalance);
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: actor.staffId,
          action: 'agent_transfer_approved',
          target: `member:${r.memberId}`,
          detail: {
            agent_transfer_id: r.id,
            agent_id: r.agentId,
            amount: fromMinor(r.amount, code),
            transfer_id: String(r.transferId),
            ...(reason ? { reason } : {}),
          },
          ip: actor.ip,
        });
        return r;
      });
      publishBalances(events, row, true);
      return decided(row);
    },

    /** Gives the held amount back to the agent (the pending transfer voided) and frees its day. */
    async reject(id: number, reason: string, actor: StaffActor) {
      const row = await db.transaction(async (tx) => {
        const [r] = await tx
          .update(agentTransfers)
          .set({
            state: 'rejected',
            decidedBy: actor.staffId,
            decidedAt: clock.now(),
            decisionReason: reason,
          })
          .where(and(eq(agentTransfers.id, id), eq(agentTransfers.state, 'waiting_approval')))
          .returning();
        if (!r) throw await refusal(tx, id);
        // The day's row before the wallets, in the order a new transfer takes them: no deadlock.
        await giveBackOnDay(tx, r.agentId, r.day, r.amount);
        await ledger.void(r.transferId!, tx);
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: actor.staffId,
          action: 'agent_transfer_rejected',
          target: `member:${r.agentId}`,
          detail: {
            agent_transfer_id: r.id,
            member_id: r.memberId,
            amount: fromMinor(r.amount, currencyOf(r.currency)),
            reason,
          },
          ip: actor.ip,
        });
        return r;
      });
      publishBalances(events, row, false);
      return decided(row);
    },

    /** Held transfers as the approvals inbox lists them: waiting = pending, paid after approval = approved. */
    async inbox(f: {
      status: 'pending' | 'approved' | 'rejected';
      siteId?: number;
      memberId?: number;
      order: 'asc' | 'desc';
      limit: number;
    }) {
      const where: SQL[] = [];
      if (f.status === 'pending') where.push(eq(agentTransfers.state, 'waiting_approval'));
      if (f.status === 'rejected') where.push(eq(agentTransfers.state, 'rejected'));
      if (f.status === 'approved') {
        // Paid by a checker; transfers under the line were never proposals.
        where.push(eq(agentTransfers.state, 'paid'));
        where.push(isNotNull(agentTransfers.decidedBy));
      }
      if (f.siteId !== undefined) where.push(eq(agentTransfers.siteId, f.siteId));
      if (f.memberId !== undefined) where.push(eq(agentTransfers.memberId, f.memberId));
      const by = f.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(agentTransfers)
          .where(and(...where))
          .orderBy(by(agentTransfers.createdAt), by(agentTransfers.id))
          .limit(f.limit),
        db
          .select({ n: count() })
          .from(agentTransfers)
          .where(and(...where)),
      ]);
      const accounts = await accountsOf(db, rows);
      const staff = await staffAccounts(
        db,
        rows.flatMap((r) => (r.decidedBy === null ? [] : [r.decidedBy])),
      );
      const list = rows.map((r) => ({
        kind: 'agent_transfer' as const,
        id: r.id,
        order_number: `agent-transfer:${r.id}`,
        site_id: r.siteId,
        member_id: r.memberId,
        member_account: accounts.get(r.memberId) ?? '',
        currency: r.currency,
        amount: fromMinor(r.amount, currencyOf(r.currency)),
        reason: null,
        status: f.status,
        // The maker is the agent, a member, not staff: no maker id, its account named.
        maker_id: null,
        maker_account: accounts.get(r.agentId) ?? '',
        checker_id: r.decidedBy,
        checker_account: r.decidedBy ? (staff.get(r.decidedBy) ?? '') : null,
        decision_reason: r.decisionReason,
        proposed_at: r.createdAt.toISOString(),
        decided_at: r.decidedAt?.toISOString() ?? null,
      }));
      return { list, total: total?.n ?? 0 };
    },
  };
}
