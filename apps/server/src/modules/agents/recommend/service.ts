import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { DomainEventBus } from '../../../platform/domain-events';
import { isFriendRecommendActive, recommendedMembers, type RecommendedMember } from '../../accounts/member';
import { createLoginHistory } from '../../accounts/session';
import { createIssuanceLimits } from '../../money/approvals';
import { currencyOf, openAccounts, type LedgerService } from '../../money/ledger';
import { memberFigures } from '../../reports/daily';
import { findSite, listAllSites } from '../../sites/site';
import { RecommendErrors as E } from './errors';
import { payReward, type RewardRow, type TurnoverSink } from './payout';
import { reachedOf, sameOwner, windowOf } from './rules';
import { recommendRewards, recommendRewardSettings } from './schema';

export type RecommendService = ReturnType<typeof createRecommendService>;

const DAY_MS = 24 * 3600_000;

export interface RecommendDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  events: DomainEventBus;
  turnover?: TurnoverSink;
  /** Tests stand in for a crash: called in each payout's transaction, after the transfer. */
  onPaid?: (row: RewardRow) => Promise<void>;
}

/**
 * The reward job. For each site and currency whose programme runs and whose reward is enabled, the
 * friends still inside their window (registered within `within_days` site days) who have no reward
 * yet are checked against the reports' figures over their window; a friend who reached the
 * condition gets one reward row (unique per friend, so parallel runs insert it once) — refused when
 * the friend is the recommender's own second account — and each computed row is then paid under its
 * row lock, or held for staff above the ceiling or past the site's daily issuance bound.
 */
export function createRecommendService(deps: RecommendDeps) {
  const { db, clock, ledger, events } = deps;
  const limits = createIssuanceLimits({ db, clock });
  const logins = createLoginHistory(db);

  async function traitsOf(memberId: number, registerIp: string | null) {
    return { registerIp, ...(await logins.traitsOf(memberId)) };
  }

  /** Whether a friend can earn for this recommender at all, and why not. */
  async function refusalOf(f: RecommendedMember): Promise<'inactive' | 'same_owner' | null> {
    if (f.recommender.siteId !== f.siteId || f.recommender.currency !== f.currency) return 'inactive';
    if (f.recommender.status !== 'active' || f.status !== 'active') return 'inactive';
    const [friend, recommender] = await Promise.all([
      traitsOf(f.id, f.registerIp),
      traitsOf(f.recommenderId, f.recommenderRegisterIp),
    ]);
    return sameOwner(friend, recommender) ? 'same_owner' : null;
  }

  /** Writes the rewards friends of one site and currency earned since the last run; answers counts. */
  async function compute(siteId: number, timeZone: string, currency: string) {
    const [s] = await db
      .select()
      .from(recommendRewardSettings)
      .where(and(eq(recommendRewardSettings.siteId, siteId), eq(recommendRewardSettings.currency, currency)));
    if (!s?.enabled || !(await isFriendRecommendActive(db, siteId, currency)))
      return { computed: 0, refused: 0 };
    const now = clock.now();
    // A day of slack: the window is counted in site days, the cut here in hours.
    const friends = await recommendedMembers(db, {
      siteId,
      currency,
      registeredFrom: new Date(now.getTime() - (s.withinDays + 1) * DAY_MS),
    });
    if (friends.length === 0) return { computed: 0, refused: 0 };
    const done = new Set(
      (
        await db
          .select({ friendId: recommendRewards.friendId })
          .from(recommendRewards)
          .where(
            inArray(
              recommendRewards.friendId,
              friends.map((f) => f.id),
            ),
          )
      ).map((r) => r.friendId),
    );
    // Friends registered on one site day share a window: one reports read per day.
    const byWindow = new Map<string, { from: string; to: string; friends: RecommendedMember[] }>();
    for (const f of friends) {
      if (done.has(f.id)) continue;
      const w = windowOf(f.createdAt, now, timeZone, s.withinDays);
      const key = `${w.from}:${w.to}`;
      const group = byWindow.get(key) ?? { from: w.from, to: w.to, friends: [] };
      group.friends.push(f);
      byWindow.set(key, group);
    }
    let computed = 0;
    let refused = 0;
    for (const w of byWindow.values()) {
      const figures = await memberFigures(db, {
        siteId,
        currency,
        from: w.from,
        to: w.to,
        memberIds: w.friends.map((f) => f.id),
      });
      const of = new Map(figures.map((f) => [f.memberId, f]));
      for (const f of w.friends) {
        const { reached, earned } = reachedOf(s.trigger, s.threshold, of.get(f.id));
        if (!earned) continue;
        const refusal = await refusalOf(f);
        const [row] = await db
          .insert(recommendRewards)
          .values({
            siteId,
            currency,
            recommenderId: f.recommenderId,
            friendId: f.id,
            trigger: s.trigger,
            reached,
            amount: s.rewardAmount,
            turnoverMultiple: s.turnoverMultiple,
            state: refusal ? 'refused' : 'computed',
            heldFor: refusal,
            computedAt: now,
          })
          .onConflictDoNothing({ target: recommendRewards.friendId })
          .returning({ id: recommendRewards.id });
        if (!row) continue;
        if (refusal) refused++;
        else computed++;
      }
    }
    return { computed, refused };
  }

  function published(r: RewardRow) {
    events.publish('member.balance_changed', {
      memberId: r.recommenderId,
      siteId: r.siteId,
      currency: r.currency,
    });
  }

  /**
   * Pays one computed reward, or sends it to approval: the row is locked and leaves `computed` in the
   * transaction of its transfer, so parallel runs and a run killed half-way pay it once.
   */
  async function settle(id: number): Promise<'paid' | 'waiting' | null> {
    const outcome = await db.transaction(async (tx) => {
      const [r] = await tx
        .select()
        .from(recommendRewards)
        .where(and(eq(recommendRewards.id, id), eq(recommendRewards.state, 'computed')))
        .for('update');
      if (!r) return null;
      const [s] = await tx
        .select()
        .from(recommendRewardSettings)
        .where(
          and(eq(recommendRewardSettings.siteId, r.siteId), eq(recommendRewardSettings.currency, r.currency)),
        );
      if (!s?.enabled) return null;
      const hold = async (heldFor: 'ceiling' | 'daily_limit') => {
        await tx
          .update(recommendRewards)
          .set({ state: 'waiting_approval', heldFor })
          .where(eq(recommendRewards.id, r.id));
        return { state: 'waiting' as const, row: r };
      };
      if (r.amount > s.autoCeiling) return hold('ceiling');
      const drawn = await limits.draw(tx, [
        {
          scope: 'recommend_reward_site_day',
          subjectId: r.siteId,
          currency: currencyOf(r.currency),
          amount: r.amount,
        },
      ]);
      if (!drawn) return hold('daily_limit');
      const paid = await payReward({ ledger, turnover: deps.turnover, now: clock.now() }, tx, r);
      await deps.onPaid?.(paid);
      return { state: 'paid' as const, row: paid };
    });
    if (outcome?.state === 'paid') published(outcome.row);
    return outcome?.state ?? null;
  }

  /** Settles every computed reward of a site, including any a killed run left. */
  async function settleComputed(siteId: number) {
    const rows = await db
      .select({
        id: recommendRewards.id,
        memberId: recommendRewards.recommenderId,
        currency: recommendRewards.currency,
      })
      .from(recommendRewards)
      .where(and(eq(recommendRewards.siteId, siteId), eq(recommendRewards.state, 'computed')))
      .orderBy(asc(recommendRewards.id));
    let paid = 0;
    let waiting = 0;
    for (const r of rows) {
      // Opened outside the payout's transaction: a rolled-back payout must not leave an id behind.
      await openAccounts(ledger, siteId, r.currency, r.memberId, 'recommend_expense');
      let outcome;
      try {
        outcome = await settle(r.id);
      } catch (err) {
        // One refused payout (a ledger bound) stays computed for the next run; the rest go on.
        if (err instanceof AppError) continue;
        throw err;
      }
      if (outcome === 'paid') paid++;
      if (outcome === 'waiting') waiting++;
    }
    return { paid, waiting };
  }

  async function runSite(siteId: number) {
    const site = await findSite(db, siteId);
    if (!site) throw new AppError(E.siteNotFound);
    const settings = await db
      .select({ currency: recommendRewardSettings.currency })
      .from(recommendRewardSettings)
      .where(and(eq(recommendRewardSettings.siteId, siteId), eq(recommendRewardSettings.enabled, true)));
    let computed = 0;
    let refused = 0;
    for (const { currency } of settings) {
      const c = await compute(siteId, site.timeZone, currency);
      computed += c.computed;
      refused += c.refused;
    }
    const { paid, waiting } = await settleComputed(siteId);
    return { computed, paid, waiting, refused };
  }

  return {
    settle,
    published,
    runSite,

    /** The job: every site with an enabled reward. */
    async runAll() {
      const enabled = await db
        .selectDistinct({ siteId: recommendRewardSettings.siteId })
        .from(recommendRewardSettings)
        .where(eq(recommendRewardSettings.enabled, true));
      const sites = (await listAllSites(db)).filter((s) => enabled.some((e) => e.siteId === s.site.id));
      const done = [];
      for (const { site } of sites) done.push({ siteId: site.id, ...(await runSite(site.id)) });
      return done;
    },
  };
}
