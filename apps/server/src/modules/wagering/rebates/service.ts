import { currencyOf } from '../../money/ledger';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { DomainEventBus } from '../../../platform/domain-events';
import { createIssuanceLimits } from '../../money/approvals';
import { openAccounts, type LedgerService } from '../../money/ledger';
import { dayRangeInZone } from '../../money/wallet';
import { findSite, listAllSites } from '../../sites/site';
import { settledTotalsByMemberHall } from '../bets';
import { RebateErrors as E } from './errors';
import { payRebate, type LevelOf, type RebateRow, type TurnoverSink } from './payout';
import { dateInZone, dayBefore, rateFor, rebateOf } from './rates';
import { rebateRates, rebates, rebateSettings } from './schema';

export type RebateService = ReturnType<typeof createRebateService>;

/** How long after a day closes the job first computes it: bets settled at midnight reach the feed. */
export const CLOSE_GRACE_MS = 60 * 60 * 1000;

export interface RebateDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  events: DomainEventBus;
  levelOf: LevelOf;
  turnover?: TurnoverSink;
  /** Tests stand in for a crash: called in each payout's transaction, after the transfer. */
  onPaid?: (row: RebateRow) => Promise<void>;
}

/**
 * Daily rebates: a closed site day's valid bets per member and hall times the member's rate, one row
 * per (member, day, hall), paid through the ledger once. Rates and settings per site and currency;
 * above the currency's ceiling, or past the site's daily issuance bound, a rebate waits for staff.
 *
 * Recomputing a day (the hourly job, or staff) changes only unpaid rows: a computed or waiting row
 * takes the new figure (and, when it changed, is decided again from `computed`); a paid or rejected
 * row is final, and valid bets that reach a day after its rebate was paid earn nothing more.
 */
export function createRebateService(deps: RebateDeps) {
  const { db, clock, ledger, events } = deps;
  const limits = createIssuanceLimits({ db, clock });

  /** Computes a day's rows; answers how many rows it wrote or changed. */
  async function compute(siteId: number, day: string, computedBy: number | null): Promise<number> {
    const site = await findSite(db, siteId);
    if (!site) throw new AppError(E.siteNotFound);
    const settings = (await db.select().from(rebateSettings).where(eq(rebateSettings.siteId, siteId))).filter(
      (s) => s.enabled,
    );
    if (settings.length === 0) return 0;
    const { from, to } = await dayRangeInZone(db, day, day, site.timeZone);
    // A round resettled onto a later day was rebated on the day it first settled: not again here.
    const totals = await settledTotalsByMemberHall(db, { siteId, from, to, firstSettledInRange: true });
    const grid = await db.select().from(rebateRates).where(eq(rebateRates.siteId, siteId));
    const levels = await deps.levelOf(db, siteId, [...new Set(totals.map((t) => t.memberId))]);
    const now = clock.now();
    let changed = 0;
    for (const t of totals) {
      const s = settings.find((x) => x.currency === t.currency);
      if (!s) continue;
      const level = levels.get(t.memberId) ?? 0;
      const rateBp = rateFor(grid, t.currency, level, t.hall);
      const amount = rebateOf(t.validBet, rateBp);
      const key = and(
        eq(rebates.siteId, siteId),
        eq(rebates.memberId, t.memberId),
        eq(rebates.day, day),
        eq(rebates.hall, t.hall),
      );
      if (amount <= 0n || amount < s.minPayout) {
        // Bets voided or resettled since: an unpaid rebate that no longer reaches the minimum goes.
        const gone = await db
          .delete(rebates)
          .where(and(key, inArray(rebates.state, ['computed', 'waiting_approval'])))
          .returning({ id: rebates.id });
        changed += gone.length;
        continue;
      }
      const written = await db
        .insert(rebates)
        .values({
          siteId,
          memberId: t.memberId,
          currency: t.currency,
          day,
          hall: t.hall,
          level,
          validBet: t.validBet,
          rateBp,
          amount,
          state: 'computed',
          computedBy,
          computedAt: now,
        })
        .onConflictDoUpdate({
          target: [rebates.siteId, rebates.memberId, rebates.day, rebates.hall],
          set: {
            level,
            validBet: t.validBet,
            rateBp,
            amount,
            computedBy,
            computedAt: now,
            state: 'computed',
            heldFor: null,
          },
          // Only unpaid rows whose figure changed: an unchanged waiting rebate keeps waiting.
          setWhere: sql`${rebates.state} in ('computed', 'waiting_approval') and (${rebates.amount} <> ${amount} or ${rebates.validBet} <> ${t.validBet})`,
        })
        .returning({ id: rebates.id });
      changed += written.length;
    }
    return changed;
  }

  /**
   * Pays one computed rebate, or sends it to approval: the row is locked and leaves `computed` in
   * the same transaction as its transfer, so parallel runs and a run killed half-way pay it once.
   */
  async function settle(id: number): Promise<'paid' | 'waiting' | null> {
    const outcome = await db.transaction(async (tx) => {
      const [r] = await tx
        .select()
        .from(rebates)
        .where(and(eq(rebates.id, id), eq(rebates.state, 'computed')))
        .for('update');
      if (!r) return null;
      const [s] = await tx
        .select()
        .from(rebateSettings)
        .where(and(eq(rebateSettings.siteId, r.siteId), eq(rebateSettings.currency, r.currency)));
      if (!s?.enabled) return null;
      const hold = async (heldFor: 'ceiling' | 'daily_limit') => {
        await tx.update(rebates).set({ state: 'waiting_approval', heldFor }).where(eq(rebates.id, r.id));
        return { state: 'waiting' as const, row: r };
      };
      if (r.amount > s.autoCeiling) return hold('ceiling');
      const drawn = await limits.draw(tx, [
        { scope: 'rebate_site_day', subjectId: r.siteId, currency: currencyOf(r.currency), amount: r.amount },
      ]);
      if (!drawn) return hold('daily_limit');
      const paid = await payRebate(
        { ledger, turnover: deps.turnover, now: clock.now() },
        tx,
        r,
        s.turnoverMultiple,
      );
      await deps.onPaid?.(paid);
      return { state: 'paid' as const, row: paid };
    });
    if (outcome?.state === 'paid') published(outcome.row);
    return outcome?.state ?? null;
  }

  function published(r: RebateRow) {
    events.publish('member.balance_changed', {
      memberId: r.memberId,
      siteId: r.siteId,
      currency: r.currency,
    });
  }

  /** Settles every computed rebate of a site (of one day, or any day a killed run left). */
  async function settleComputed(siteId: number, day?: string) {
    const rows = await db
      .select({ id: rebates.id, memberId: rebates.memberId, currency: rebates.currency })
      .from(rebates)
      .where(
        and(
          eq(rebates.siteId, siteId),
          eq(rebates.state, 'computed'),
          day ? eq(rebates.day, day) : undefined,
        ),
      )
      .orderBy(asc(rebates.id));
    let paid = 0;
    let waiting = 0;
    for (const r of rows) {
      // Opened outside the payout's transaction: a rolled-back payout must not leave an id behind.
      await openAccounts(ledger, siteId, r.currency, r.memberId, 'rebates_expense');
      let outcome;
      try {
        outcome = await settle(r.id);
      } catch (err) {
        // A refusal of one payout (a ledger bound) leaves it computed for the next run; the rest go on.
        if (err instanceof AppError) continue;
        throw err;
      }
      if (outcome === 'paid') paid++;
      if (outcome === 'waiting') waiting++;
    }
    return { paid, waiting };
  }

  return {
    settle,
    published,

    /** Computes a closed day of a site and settles it; `by` is the staff member running it, if any. */
    async runDay(siteId: number, day: string, by: number | null = null) {
      const site = await findSite(db, siteId);
      if (!site) throw new AppError(E.siteNotFound);
      const { to } = await dayRangeInZone(db, day, day, site.timeZone);
      if (to.getTime() > clock.now().getTime()) throw new AppError(E.dayOpen);
      const computed = await compute(siteId, day, by);
      const { paid, waiting } = await settleComputed(siteId, day);
      return { day, computed, paid, waiting };
    },

    /**
     * The hourly job: each site's last closed day once the grace has passed, and whatever a killed
     * run left computed on earlier days.
     */
    async runClosedDays() {
      const now = clock.now();
      const done: { siteId: number; day: string; computed: number; paid: number; waiting: number }[] = [];
      const enabled = await db
        .selectDistinct({ siteId: rebateSettings.siteId })
        .from(rebateSettings)
        .where(eq(rebateSettings.enabled, true));
      const sites = (await listAllSites(db)).filter((s) => enabled.some((e) => e.siteId === s.site.id));
      for (const { site } of sites) {
        const day = dayBefore(dateInZone(new Date(now.getTime() - CLOSE_GRACE_MS), site.timeZone));
        const computed = await compute(site.id, day, null);
        const { paid, waiting } = await settleComputed(site.id);
        done.push({ siteId: site.id, day, computed, paid, waiting });
      }
      return done;
    },
  };
}
