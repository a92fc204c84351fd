import { fromMinor } from '@arks/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import type { DomainEventBus } from '../../../platform/domain-events';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import { pickText } from '../../../platform/localized-text';
import { memberDepositTotals } from '../../money/deposit';
import { createIssuanceLimits } from '../../money/approvals';
import { currencyOf, type LedgerService } from '../../money/ledger';
import { findSite } from '../../sites/site';
import { betChangesAfter, settledTotalsByMemberHall } from '../bets';
import * as repo from './repository';
import { baseLevel, bonusLevels, earnedLevel, nextLevel, rungAt, type Rung } from './rules';

/** What adds the turnover a level bonus carries (`wagering/turnover`, wired by app.ts). */
export interface TurnoverSink {
  addRequirement(
    input: {
      siteId: number;
      memberId: number;
      currency: string;
      source: 'level_bonus';
      sourceRef: string;
      amount: bigint;
      multiple: number;
    },
    tx?: DbOrTx,
  ): Promise<unknown>;
}

export type LevelService = ReturnType<typeof createLevelService>;

const DAY = 86_400_000;
const BET_PAGE = 2000;

/** Thrown inside a bonus payment past the day's bound: rolls the transaction back, the bonus waits. */
class PastDailyBound extends Error {}

export interface Figures {
  currency: string;
  deposits: bigint;
  validBets: bigint;
}

/**
 * The member-level rules over time: a run sums each member's credited deposits and valid bets over
 * the site's rolling period, moves the member to the level they earn (see rules.ts `nextLevel`) and
 * pays the bonus of every level reached for the first time, once, through the ledger.
 */
export function createLevelService(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  events: DomainEventBus;
  turnover?: TurnoverSink;
}) {
  const { db, clock, ledger, events } = deps;
  const issuance = createIssuanceLimits({ db, clock });

  /** Deposits and valid bets of [now - period, now) per member (all active members without `memberIds`). */
  async function figures(siteId: number, periodDays: number, memberIds?: number[]) {
    const to = clock.now();
    const from = new Date(to.getTime() - periodDays * DAY);
    const [deposits, bets] = await Promise.all([
      memberDepositTotals(db, siteId, from, to, memberIds),
      settledTotalsByMemberHall(db, { siteId, from, to, memberIds }),
    ]);
    const out = new Map<number, Figures>();
    const of = (memberId: number, currency: string) => {
      let f = out.get(memberId);
      if (!f) out.set(memberId, (f = { currency, deposits: 0n, validBets: 0n }));
      return f;
    };
    for (const d of deposits) of(d.memberId, d.currency).deposits += d.amount;
    for (const b of bets) of(b.memberId, b.currency).validBets += b.validBet;
    return out;
  }

  /** Pays one waiting bonus if the day's bound has room; answers whether it is paid now. */
  async function payBonus(b0: {
    memberId: number;
    level: number;
    siteId: number;
    currency: string;
  }): Promise<'paid' | 'waiting' | 'done'> {
    const { memberId, level } = b0;
    // Opened outside the transaction: the ledger's account directory remembers an id it created
    // even when the transaction rolls back (a bonus past the bound), which would leave no row.
    await Promise.all([
      ledger.hasPending({ siteId: b0.siteId, currency: b0.currency, account: { member: memberId } }),
      ledger.hasPending({
        siteId: b0.siteId,
        currency: b0.currency,
        account: { system: 'promotions_expense' },
      }),
    ]);
    let paid: { siteId: number; currency: string } | undefined;
    try {
      paid = await db.transaction(async (tx) => {
        const b = await repo.lockWaitingBonus(tx, memberId, level);
        if (!b) return undefined;
        const drawn = await issuance.draw(tx, [
          {
            scope: 'level_bonus_site_day',
            subjectId: b.siteId,
            currency: currencyOf(b.currency),
            amount: b.amount,
          },
        ]);
        if (!drawn) throw new PastDailyBound();
        const ref = `level_bonus:${memberId}:${level}`;
        const { transfer } = await ledger.transfer(
          {
            siteId: b.siteId,
            currency: b.currency,
            debit: { system: 'promotions_expense' },
            credit: { member: memberId },
            amount: b.amount,
            kind: 'promotion',
            idempotencyKey: ref,
            reference: `level_bonus:${level}`,
          },
          tx,
        );
        await repo.markPaid(tx, memberId, level, transfer.id, clock.now());
        if (b.turnoverMultiple > 0 && deps.turnover) {
          await deps.turnover.addRequirement(
            {
              siteId: b.siteId,
              memberId,
              currency: b.currency,
              source: 'level_bonus',
              sourceRef: ref,
              amount: b.amount,
              multiple: b.turnoverMultiple,
            },
            tx,
          );
        }
        return { siteId: b.siteId, currency: b.currency };
      });
    } catch (err) {
      if (err instanceof PastDailyBound) return 'waiting';
      throw err;
    }
    if (!paid) return 'done';
    events.publish('member.balance_changed', { memberId, siteId: paid.siteId, currency: paid.currency });
    return 'paid';
  }

  async function payWaiting(memberIds?: number[]) {
    let paid = 0,
      waiting = 0;
    for (const b of await repo.waitingBonuses(db, memberIds)) {
      const r = await payBonus(b);
      if (r === 'paid') paid++;
      if (r === 'waiting') waiting++;
    }
    return { paid, waiting };
  }

  /** Moves one member if the rules say so, under the member's lock (parallel runs decide once). */
  async function move(
    siteId: number,
    memberId: number,
    f: Figures,
    ladder: Rung[],
    rules: { demotion: boolean; periodDays: number },
  ): Promise<'up' | 'down' | null> {
    const earned = earnedLevel(ladder, f.currency, f.deposits, f.validBets);
    return db.transaction(async (tx) => {
      await repo.lockMember(tx, memberId);
      const row = await repo.memberLevelRow(tx, memberId);
      const now = clock.now();
      const to = nextLevel(row, baseLevel(ladder), earned, { ...rules, now });
      if (to === null) return null;
      const from = row?.level ?? baseLevel(ladder);
      await repo.recordChange(
        tx,
        {
          memberId,
          siteId,
          fromLevel: row ? row.level : null,
          toLevel: to,
          how: 'auto',
          deposits: f.deposits,
          validBets: f.validBets,
          createdAt: now,
        },
        {
          memberId,
          siteId,
          currency: f.currency,
          level: to,
          since: now,
          how: 'auto',
          pinned: false,
          staffId: null,
          reason: null,
        },
      );
      if (to < from) return 'down';
      await repo.addBonuses(
        tx,
        bonusLevels(ladder, f.currency, from, to).map((b) => ({
          memberId,
          level: b.level,
          siteId,
          currency: f.currency,
          amount: b.amount,
          turnoverMultiple: b.multiple,
          status: 'waiting' as const,
          createdAt: now,
        })),
      );
      return 'up';
    });
  }

  /**
   * One run over a site: the members named, or every member with deposits or valid bets in the period
   * and every member with a level row (who may fall back). Then their waiting bonuses are paid.
   */
  async function evaluate(siteId: number, memberIds?: number[]) {
    const result = { promoted: 0, demoted: 0, bonusesPaid: 0, bonusesWaiting: 0 };
    const [ladder, settings] = await Promise.all([repo.ladderOf(db, siteId), repo.settingsOf(db, siteId)]);
    if (ladder.length < 2) return result;
    const [byMember, rows] = await Promise.all([
      figures(siteId, settings.periodDays, memberIds),
      repo.memberLevelRows(db, siteId, memberIds),
    ]);
    for (const r of rows) {
      if (!byMember.has(r.memberId))
        byMember.set(r.memberId, { currency: r.currency, deposits: 0n, validBets: 0n });
    }
    const current = new Map(rows.map((r) => [r.memberId, r]));
    const rules = { ...settings, now: clock.now() };
    for (const [memberId, f] of byMember) {
      // Most members stay where they are: decided here without a transaction, then again under the lock.
      const earned = earnedLevel(ladder, f.currency, f.deposits, f.validBets);
      if (nextLevel(current.get(memberId), baseLevel(ladder), earned, rules) === null) continue;
      const moved = await move(siteId, memberId, f, ladder, settings);
      if (moved === 'up') result.promoted++;
      if (moved === 'down') result.demoted++;
    }
    const bonuses = await payWaiting([...byMember.keys()]);
    result.bonusesPaid = bonuses.paid;
    result.bonusesWaiting = bonuses.waiting;
    return result;
  }

  /** Every site with a ladder, every active member: the hourly run (deposits, demotions as time rolls). */
  async function evaluateAll() {
    const sites = await repo.sitesWithLadders(db);
    const results = [];
    for (const siteId of sites) results.push({ siteId, ...(await evaluate(siteId)) });
    const late = await payWaiting();
    return { sites: results, bonusesPaid: late.paid, bonusesWaiting: late.waiting };
  }

  /** The members whose bets arrived since the last run: promoted minutes after the feed brings them. */
  async function afterBets() {
    let after = await repo.cursorOf(db, 'bets');
    let members = 0;
    for (;;) {
      const changes = await betChangesAfter(db, after, BET_PAGE);
      if (!changes.length) break;
      const bySite = new Map<number, Set<number>>();
      for (const c of changes) {
        const set = bySite.get(c.siteId) ?? new Set<number>();
        set.add(c.memberId);
        bySite.set(c.siteId, set);
      }
      for (const [siteId, ids] of bySite) {
        await evaluate(siteId, [...ids]);
        members += ids.size;
      }
      after = changes[changes.length - 1]!.id;
      await repo.advanceCursor(db, 'bets', after);
      if (changes.length < BET_PAGE) break;
    }
    return { members, cursor: after.toString() };
  }

  /** The member's level card: current level, the next one and the figures toward it. */
  async function memberLevel(member: { memberId: number; siteId: number; currency: string }, lang: string) {
    const site = await findSite(db, member.siteId);
    if (!site) throw new AppError(PlatformErrors.unauthorized);
    const [ladder, settings, row] = await Promise.all([
      repo.ladderOf(db, member.siteId),
      repo.settingsOf(db, member.siteId),
      repo.memberLevelRow(db, member.memberId),
    ]);
    const f = (await figures(member.siteId, settings.periodDays, [member.memberId])).get(member.memberId);
    const code = currencyOf(member.currency);
    const money = (minor: bigint) => fromMinor(minor, code);
    const level = row?.level ?? baseLevel(ladder);
    const rung = rungAt(ladder, level);
    const step = (r: Rung | undefined, n: number) => {
      const a = r?.amounts.get(member.currency);
      return {
        level: n,
        name: r ? pickText(r.names, lang, site.defaultLanguage) : '',
        deposit_threshold: money(a?.depositThreshold ?? 0n),
        valid_bet_threshold: money(a?.validBetThreshold ?? 0n),
        bonus: money(a?.bonus ?? 0n),
        withdraw_daily_count: a?.withdrawDailyCount ?? null,
        withdraw_daily_amount: a?.withdrawDailyAmount == null ? null : money(a.withdrawDailyAmount),
      };
    };
    const next = ladder.find((r) => r.level > level && r.amounts.has(member.currency));
    return {
      currency: member.currency,
      period_days: settings.periodDays,
      deposits: money(f?.deposits ?? 0n),
      valid_bets: money(f?.validBets ?? 0n),
      current: step(rung, level),
      next: next ? step(next, next.level) : null,
    };
  }

  return { evaluate, evaluateAll, afterBets, payWaiting, payBonus, figures, memberLevel };
}
