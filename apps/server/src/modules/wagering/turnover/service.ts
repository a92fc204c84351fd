import {
  basisPointsToMultiple,
  CURRENCIES,
  fromMinor,
  MAX_TURNOVER_MULTIPLE,
  type TTurnoverSource,
} from '@arks/contracts';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { findMemberById } from '../../accounts/member';
import { createStaffAuditWriter, type StaffActor } from '../../accounts/staff';
import { creditsAskingTurnover, currencyOf, parseAmount, type LedgerService } from '../../money/ledger';
import { depositsAskingTurnover } from '../../money/deposit';
import { betChangesAfter, countedDelta, type BetChange } from '../bets';
import { TurnoverErrors as E } from './errors';
import * as repo from './repository';

/** What a credit that asks for turnover hands this module. `multiple` is 0 (none) to 100, e.g. 1, 1.5, 3. */
export interface TurnoverInput {
  siteId: number;
  memberId: number;
  currency: string;
  source: TTurnoverSource;
  /** Unique per source: the deposit's order number, the claim's id... A second call with it changes nothing. */
  sourceRef: string;
  amount: bigint;
  multiple: number;
}

/** The face other modules (rebates, levels) add requirements through. */
export interface TurnoverSink {
  addRequirement(input: TurnoverInput, tx?: Tx): Promise<{ id: bigint; created: boolean } | null>;
}

export const CLEAR_REASON = 'balance_below_clear_point';
/**
 * How far back the credit sweep and the withdrawal's catch-up look: longer than any gap between the
 * sweep's runs, so a credit whose event was lost is found by one of them.
 */
const SWEEP_WINDOW_MS = 2 * 3600_000;
const BATCH = 500;
/** The sources whose facts ride on their ledger transfers (`turnoverMetadata`). */
const PROMOTION_SOURCES = new Set<TTurnoverSource>(['red_envelope', 'sign_in', 'manual_bonus']);

/** Basis points of a multiple (1.5 -> 15000); a multiple that is not 0-100 in hundredths is a caller's bug. */
function basisPoints(multiple: number): number {
  const hundredths = Math.round(multiple * 100);
  if (
    !Number.isFinite(multiple) ||
    multiple < 0 ||
    multiple > MAX_TURNOVER_MULTIPLE ||
    Math.abs(multiple * 100 - hundredths) > 1e-9
  )
    throw new RangeError(`turnover multiple ${multiple} is not 0-${MAX_TURNOVER_MULTIPLE} in hundredths`);
  return hundredths * 100;
}

/** amount × multiple, rounded up to a minor unit. */
export const requiredFor = (amount: bigint, bp: number) => (amount * BigInt(bp) + 9999n) / 10000n;

export function createTurnoverService(deps: { db: Db; clock: Clock; ledger: LedgerService }) {
  const { db, clock, ledger } = deps;
  const text = (minor: bigint, currency: string) => fromMinor(minor, currencyOf(currency));
  const inTx = <T>(tx: Tx | undefined, work: (t: Tx) => Promise<T>) => (tx ? work(tx) : db.transaction(work));

  async function change(
    tx: DbOrTx,
    before: repo.RequirementRow,
    after: { remaining: bigint; status: repo.RequirementRow['status'] },
    why: Pick<repo.ChangeInsert, 'reason' | 'betChangeId' | 'staffId' | 'note'>,
  ) {
    const now = clock.now();
    const row = await repo.updateRequirement(tx, before.id, { ...after, updatedAt: now });
    await repo.insertChange(tx, {
      requirementId: before.id,
      memberId: before.memberId,
      remainingBefore: before.remaining,
      remainingAfter: after.remaining,
      statusBefore: before.status,
      statusAfter: after.status,
      createdAt: now,
      ...why,
    });
    return row;
  }

  /** Everything the member holds in the currency in our books: main wallet and provider wallets. */
  async function booksBalance(memberId: number, currency: string, tx: DbOrTx): Promise<bigint> {
    const accounts = await ledger.memberAccounts(memberId, tx);
    return accounts.filter((a) => a.currency === currency).reduce((sum, a) => sum + a.balance, 0n);
  }

  /**
   * The clear point (清码): with the member's balance below the site's point for the currency, every
   * open requirement is cleared. Answers how many were.
   */
  async function applyClearPoint(tx: Tx, memberId: number, siteId: number, currency: string) {
    const point = await repo.clearPoint(tx, siteId, currency);
    if (point === null) return 0;
    if ((await booksBalance(memberId, currency, tx)) >= point) return 0;
    const open = await repo.lockOpen(tx, memberId, currency);
    for (const r of open)
      await change(tx, r, { remaining: 0n, status: 'cleared' }, { reason: 'cleared', note: CLEAR_REASON });
    return open.length;
  }

  /**
   * One bet change's counted valid bet × the hall's contribution. Positive: the member's open
   * requirements oldest first. Negative (a resettlement lowered it): given back to open requirements
   * newest first up to each one's required amount; a met, cleared or waived requirement never reopens,
   * and what no open requirement takes back is dropped.
   */
  async function applyChange(tx: Tx, c: BetChange, percent: number) {
    const counted = (countedDelta(c).validBet * BigInt(percent)) / 100n;
    if (counted === 0n) return false;
    let left = counted > 0n ? counted : -counted;
    const open = await repo.lockOpen(tx, c.memberId, c.currency, counted > 0n ? 'oldest' : 'newest');
    for (const r of open) {
      if (left === 0n) break;
      if (counted > 0n) {
        const take = r.remaining < left ? r.remaining : left;
        const remaining = r.remaining - take;
        left -= take;
        await change(
          tx,
          r,
          { remaining, status: remaining === 0n ? 'met' : 'open' },
          { reason: remaining === 0n ? 'met' : 'bet', betChangeId: c.id },
        );
      } else {
        const room = r.required - r.remaining;
        if (room === 0n) continue;
        const give = room < left ? room : left;
        left -= give;
        await change(
          tx,
          r,
          { remaining: r.remaining + give, status: 'open' },
          { reason: 'resettled', betChangeId: c.id },
        );
      }
    }
    return open.length > 0;
  }

  async function addRequirement(input: TurnoverInput, tx?: Tx) {
    const bp = basisPoints(input.multiple);
    if (input.amount < 0n) throw new RangeError('a turnover requirement needs a positive amount');
    if (bp === 0 || input.amount === 0n) return null;
    const required = requiredFor(input.amount, bp);
    return inTx(tx, async (t) => {
      const now = clock.now();
      const created = await repo.insertRequirement(t, {
        siteId: input.siteId,
        memberId: input.memberId,
        currency: input.currency,
        source: input.source,
        sourceRef: input.sourceRef,
        baseAmount: input.amount,
        multipleBp: bp,
        required,
        remaining: required,
        status: 'open',
        createdAt: now,
        updatedAt: now,
      });
      if (!created) {
        const existing = await repo.findBySource(t, input.source, input.sourceRef);
        return { id: existing!.id, created: false };
      }
      await repo.insertChange(t, {
        requirementId: created.id,
        memberId: created.memberId,
        reason: 'created',
        remainingBefore: 0n,
        remainingAfter: required,
        statusBefore: 'open',
        statusAfter: 'open',
        createdAt: now,
      });
      return { id: created.id, created: true };
    });
  }

  /** Deposits and promotion credits asking turnover in [from, to), as requirement inputs. */
  async function creditsAsking(d: DbOrTx, from: Date, to: Date, memberId?: number): Promise<TurnoverInput[]> {
    const [deposits, promotions] = await Promise.all([
      depositsAskingTurnover(d, from, to, memberId),
      creditsAskingTurnover(d, { from, to, memberId }),
    ]);
    return [
      ...deposits.map((x) => ({
        siteId: x.siteId,
        memberId: x.memberId,
        currency: x.currency,
        source: 'deposit' as const,
        sourceRef: x.orderNumber,
        amount: x.amount,
        multiple: basisPointsToMultiple(x.turnoverMultipleBp),
      })),
      ...promotions
        .filter((x) => PROMOTION_SOURCES.has(x.source) && x.multipleBp > 0)
        .map((x) => ({
          siteId: x.siteId,
          memberId: x.memberId,
          currency: x.currency,
          source: x.source,
          sourceRef: x.ref,
          amount: x.amount,
          multiple: basisPointsToMultiple(x.multipleBp),
        })),
    ];
  }

  /** Adds the credits that have no requirement yet (one look-up for all); answers how many it added. */
  async function addMissing(credits: TurnoverInput[]): Promise<number> {
    if (credits.length === 0) return 0;
    const have = await repo.existingSources(
      db,
      credits.map((c) => ({ source: c.source, sourceRef: c.sourceRef })),
    );
    let added = 0;
    for (const c of credits) {
      if (have.has(`${c.source} ${c.sourceRef}`)) continue;
      // Idempotent on (source, ref): the event adding it at the same moment makes this a no-op.
      if ((await addRequirement(c))?.created) added++;
    }
    return added;
  }

  return {
    addRequirement,

    /** What the member still has to wager in the currency over every open requirement. */
    remainingFor(memberId: number, currency: string, tx?: DbOrTx) {
      return repo.remainingTotal(tx ?? db, memberId, currency);
    },

    /**
     * Asked before a withdrawal: first the member's credits asking turnover in the sweep's window that
     * have no requirement yet (a bonus committed an instant ago, its event not yet handled or lost),
     * then the clear point, then what remains.
     */
    async remainingForWithdrawal(memberId: number, siteId: number, currency: string) {
      const now = clock.now();
      await addMissing(await creditsAsking(db, new Date(now.getTime() - SWEEP_WINDOW_MS), now, memberId));
      return db.transaction(async (tx) => {
        await applyClearPoint(tx, memberId, siteId, currency);
        return repo.remainingTotal(tx, memberId, currency);
      });
    },

    /**
     * The bet job: reads bet changes after its cursor and applies each one, moving the cursor in the
     * same transaction, so a re-run or two runs at once apply each change once. Answers how many changes it read.
     */
    async applyBets(): Promise<number> {
      let read = 0;
      for (;;) {
        const n = await db.transaction(async (tx) => {
          const after = await repo.lockCursor(tx);
          const changes = await betChangesAfter(tx, after, BATCH);
          if (changes.length === 0) return 0;
          const owing = await repo.membersWithOpen(tx, [...new Set(changes.map((c) => c.memberId))]);
          const percents = new Map<string, number>();
          const touched = new Map<string, { memberId: number; siteId: number; currency: string }>();
          for (const c of changes) {
            if (!owing.has(c.memberId)) continue;
            const key = `${c.siteId}:${c.hall}`;
            if (!percents.has(key)) {
              const rows = await repo.contributions(tx, c.siteId);
              for (const r of rows) percents.set(`${c.siteId}:${r.hall}`, r.percent);
              if (!percents.has(key)) percents.set(key, 100);
            }
            if (await applyChange(tx, c, percents.get(key)!))
              touched.set(`${c.memberId}:${c.currency}`, {
                memberId: c.memberId,
                siteId: c.siteId,
                currency: c.currency,
              });
          }
          for (const m of touched.values()) await applyClearPoint(tx, m.memberId, m.siteId, m.currency);
          await repo.moveCursor(tx, changes.at(-1)!.id);
          return changes.length;
        });
        read += n;
        if (n < BATCH) return read;
      }
    },

    /**
     * The safety net under the events: credits asking turnover in the last two hours — deposits
     * through a channel asking it (the deposit face) and promotion credits (red envelopes, sign-in
     * rewards, bonus adjustments: the facts their ledger transfers carry) — are added again, a no-op
     * for each already there. Answers how many were missing.
     */
    async sweepCredits(): Promise<number> {
      const now = clock.now();
      const from = new Date(now.getTime() - SWEEP_WINDOW_MS);
      return addMissing(await creditsAsking(db, from, now));
    },

    async memberView(memberId: number, currency: string, q: { page: number; page_size: number }) {
      const [open, history] = await Promise.all([
        repo.listOpen(db, memberId, currency),
        repo.listChanges(db, memberId, q.page_size, (q.page - 1) * q.page_size),
      ]);
      return {
        currency,
        total_remaining: text(
          open.reduce((s, r) => s + r.remaining, 0n),
          currency,
        ),
        open: open.map((r) => requirementOut(r, text)),
        history: {
          list: history.rows.map(({ change: c, source }) => ({
            id: c.id.toString(),
            requirement_id: c.requirementId.toString(),
            source,
            reason: c.reason,
            remaining_before: text(c.remainingBefore, currency),
            remaining_after: text(c.remainingAfter, currency),
            status_after: c.statusAfter,
            created_at: c.createdAt.toISOString(),
          })),
          total: history.total,
        },
      };
    },

    async adminMemberView(memberId: number, q: { page: number; page_size: number }) {
      const m = await findMemberById(db, memberId);
      if (!m) throw new AppError(E.memberNotFound);
      const [all, remaining, history] = await Promise.all([
        repo.listAll(db, memberId, 200),
        repo.remainingTotal(db, memberId, m.currency),
        repo.listChanges(db, memberId, q.page_size, (q.page - 1) * q.page_size),
      ]);
      return {
        currency: m.currency,
        total_remaining: text(remaining, m.currency),
        requirements: all.map((r) => ({
          ...requirementOut(r, text),
          source_ref: r.sourceRef,
          currency: r.currency,
        })),
        history: {
          list: history.rows.map(({ change: c }) => ({
            id: c.id.toString(),
            requirement_id: c.requirementId.toString(),
            reason: c.reason,
            remaining_before: text(c.remainingBefore, m.currency),
            remaining_after: text(c.remainingAfter, m.currency),
            status_before: c.statusBefore,
            status_after: c.statusAfter,
            bet_change_id: c.betChangeId?.toString() ?? null,
            staff_id: c.staffId,
            note: c.note,
            created_at: c.createdAt.toISOString(),
          })),
          total: history.total,
        },
      };
    },

    /** Staff waive an open requirement with a reason; the change and the staff audit row commit together. */
    async waive(id: number, reason: string, actor: StaffActor) {
      return db.transaction(async (tx) => {
        const r = await repo.findRequirement(tx, BigInt(id), true);
        if (!r) throw new AppError(E.notFound);
        if (r.status !== 'open') throw new AppError(E.notOpen);
        const row = await change(
          tx,
          r,
          { remaining: 0n, status: 'waived' },
          { reason: 'waived', staffId: actor.staffId, note: reason },
        );
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: actor.staffId,
          action: 'turnover.waive',
          target: `member:${r.memberId}`,
          detail: { requirement_id: r.id.toString(), remaining: text(r.remaining, r.currency), reason },
          ip: actor.ip,
        });
        return { ...requirementOut(row, text), source_ref: row.sourceRef, currency: row.currency };
      });
    },

    async settings(siteId: number) {
      const [contributions, points] = await Promise.all([
        repo.contributions(db, siteId),
        repo.clearPoints(db, siteId),
      ]);
      return {
        contributions,
        clear_points: points.map((p) => ({ currency: p.currency, amount: text(p.amount, p.currency) })),
      };
    },

    async saveContribution(input: { site_id: number; hall: number; percent: number }, actor: StaffActor) {
      await db.transaction(async (tx) => {
        await repo.saveContribution(tx, {
          siteId: input.site_id,
          hall: input.hall,
          percent: input.percent,
          updatedBy: actor.staffId,
          updatedAt: clock.now(),
        });
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: actor.staffId,
          action: 'turnover.contribution',
          target: `site:${input.site_id}`,
          detail: { hall: input.hall, percent: input.percent },
          ip: actor.ip,
        });
      });
      return { hall: input.hall, percent: input.percent };
    },

    async saveClearPoint(input: { site_id: number; currency: string; amount: string }, actor: StaffActor) {
      if (!(input.currency in CURRENCIES)) throw new AppError(E.unknownCurrency);
      let amount: bigint;
      try {
        amount = parseAmount(input.amount, currencyOf(input.currency));
      } catch {
        throw new AppError(E.amountInvalid);
      }
      await db.transaction(async (tx) => {
        await repo.saveClearPoint(tx, {
          siteId: input.site_id,
          currency: input.currency,
          amount,
          updatedBy: actor.staffId,
          updatedAt: clock.now(),
        });
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: actor.staffId,
          action: 'turnover.clear_point',
          target: `site:${input.site_id}`,
          detail: { currency: input.currency, amount: input.amount },
          ip: actor.ip,
        });
      });
      return { currency: input.currency, amount: text(amount, input.currency) };
    },
  };
}

export type TurnoverService = ReturnType<typeof createTurnoverService>;

function requirementOut(r: repo.RequirementRow, text: (m: bigint, c: string) => string) {
  return {
    id: r.id.toString(),
    source: r.source,
    base_amount: text(r.baseAmount, r.currency),
    multiple: basisPointsToMultiple(r.multipleBp),
    required: text(r.required, r.currency),
    remaining: text(r.remaining, r.currency),
    status: r.status,
    created_at: r.createdAt.toISOString(),
  };
}
