import { fromMinor, type TRecommendRewardState } from '@arks/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import type { MemberIdentity } from '../../../platform/request-context';
import { findMember, isFriendRecommendActive, recommendedMembers } from '../../accounts/member';
import { currencyOf } from '../../money/ledger';
import { findSite } from '../../sites/site';
import type { RewardRow } from './payout';
import { maskAccount, siteDay, windowOf } from './rules';
import { recommendRewards, recommendRewardSettings } from './schema';

type Settings = typeof recommendRewardSettings.$inferSelect;

/** A friend's reward as the member reads it (see ZRecommendRewardState). */
function stateOf(r: RewardRow | undefined, s: Settings | undefined, closed: boolean): TRecommendRewardState {
  if (r) {
    if (r.state === 'computed') return 'pending';
    if (r.state === 'refused') return 'not_eligible';
    return r.state;
  }
  if (!s?.enabled) return 'not_eligible';
  return closed ? 'expired' : 'pending';
}

/** The member's side: their code and rules, and their friends with each one's reward. */
export function createRecommendMemberService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function settingsOf(siteId: number, currency: string) {
    const [s] = await db
      .select()
      .from(recommendRewardSettings)
      .where(and(eq(recommendRewardSettings.siteId, siteId), eq(recommendRewardSettings.currency, currency)));
    return s;
  }

  async function rewardsOf(memberId: number) {
    return db.select().from(recommendRewards).where(eq(recommendRewards.recommenderId, memberId));
  }

  return {
    async project(member: MemberIdentity) {
      const code = currencyOf(member.currency);
      const [me, active, s, rewards, friends] = await Promise.all([
        findMember(db, member.memberId),
        isFriendRecommendActive(db, member.siteId, member.currency),
        settingsOf(member.siteId, member.currency),
        rewardsOf(member.memberId),
        recommendedMembers(db, { siteId: member.siteId, recommenderIds: [member.memberId] }),
      ]);
      const account = me?.account ?? '';
      const paid = rewards.filter((r) => r.state === 'paid');
      return {
        is_friend: (active ? 1 : 0) as 0 | 1,
        code: account,
        link_path: `/register?invite=${encodeURIComponent(account)}`,
        rules:
          active && s?.enabled
            ? {
                trigger: s.trigger,
                threshold: fromMinor(s.threshold, code),
                within_days: s.withinDays,
                reward_amount: fromMinor(s.rewardAmount, code),
                turnover_multiple: s.turnoverMultiple,
              }
            : null,
        totals: {
          friends: friends.length,
          rewarded: paid.length,
          earned: fromMinor(
            paid.reduce((n, r) => n + r.amount, 0n),
            code,
          ),
        },
      };
    },

    async friends(
      member: MemberIdentity,
      q: { account?: string; start_date?: string; end_date?: string; page: number; page_size: number },
    ) {
      const code = currencyOf(member.currency);
      const site = await findSite(db, member.siteId);
      const timeZone = site?.timeZone ?? 'UTC';
      const now = clock.now();
      const [s, all] = await Promise.all([
        settingsOf(member.siteId, member.currency),
        recommendedMembers(db, { siteId: member.siteId, recommenderIds: [member.memberId] }),
      ]);
      const needle = q.account?.toLowerCase();
      const matching = all.filter((f) => {
        const day = siteDay(f.createdAt, timeZone);
        return (
          (!needle || f.account.includes(needle)) &&
          (!q.start_date || day >= q.start_date) &&
          (!q.end_date || day <= q.end_date)
        );
      });
      const rewards = matching.length
        ? await db
            .select()
            .from(recommendRewards)
            .where(
              and(
                eq(recommendRewards.recommenderId, member.memberId),
                inArray(
                  recommendRewards.friendId,
                  matching.map((f) => f.id),
                ),
              ),
            )
        : [];
      const byFriend = new Map(rewards.map((r) => [r.friendId, r]));
      const paid = rewards.filter((r) => r.state === 'paid');
      const page = matching.slice((q.page - 1) * q.page_size, q.page * q.page_size);
      return {
        list: page.map((f) => {
          const r = byFriend.get(f.id);
          const closed = s ? windowOf(f.createdAt, now, timeZone, s.withinDays).closed : true;
          const state = stateOf(r, s, closed);
          return {
            account: maskAccount(f.account),
            registered_at: f.createdAt.toISOString(),
            status: f.status === 'active' ? ('active' as const) : ('inactive' as const),
            reward_state: state,
            reward_amount: r && r.state !== 'refused' ? fromMinor(r.amount, code) : null,
            paid_at: r?.paidAt?.toISOString() ?? null,
          };
        }),
        total: matching.length,
        totals: {
          friends: matching.length,
          paid: paid.length,
          earned: fromMinor(
            paid.reduce((n, r) => n + r.amount, 0n),
            code,
          ),
        },
      };
    },
  };
}
