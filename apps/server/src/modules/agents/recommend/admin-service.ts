import { CURRENCIES, fromMinor, MONEY_LIMITS, type CurrencyCode } from '@arks/contracts';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { findMember, isFriendRecommendActive, recommendedMembers } from '../../accounts/member';
import { createStaffAuditWriter, type StaffActor } from '../../accounts/staff';
import { currencyOf, parseAmount, withinBound } from '../../money/ledger';
import { findSite, listCurrencies } from '../../sites/site';
import { accountsOf } from './decisions';
import { RecommendErrors as E } from './errors';
import { recommendRewards, recommendRewardSettings } from './schema';
import { rewardView } from './views';

/** A wire amount in minor units, or a 400 naming the field (too many decimals for the currency). */
function amountOf(field: string, amount: string, code: CurrencyCode): bigint {
  let minor: bigint;
  try {
    minor = parseAmount(amount, code);
  } catch {
    throw new AppError(PlatformErrors.badRequest, {
      message: `${field}: at most ${CURRENCIES[code].exponent} decimal places in ${code}`,
    });
  }
  withinBound(field, minor, code);
  return minor;
}

type SettingsInput = {
  site_id: number;
  currency: string;
  enabled: boolean;
  trigger: 'first_deposit' | 'valid_bets';
  threshold: string;
  within_days: number;
  reward_amount: string;
  turnover_multiple: number;
  auto_ceiling: string;
  reason: string;
};

/** The staff side: the reward per site and currency, the rewards, and a member's friends. */
export function createRecommendAdmin(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function offered(siteId: number, currency: string) {
    if (!(await findSite(db, siteId))) throw new AppError(E.siteNotFound);
    if (!(await listCurrencies(db, siteId)).includes(currency)) throw new AppError(E.currencyNotOffered);
  }

  async function settings(siteId: number, currency: string) {
    const code = currencyOf(currency);
    const [[s], programmeActive] = await Promise.all([
      db
        .select()
        .from(recommendRewardSettings)
        .where(
          and(eq(recommendRewardSettings.siteId, siteId), eq(recommendRewardSettings.currency, currency)),
        ),
      isFriendRecommendActive(db, siteId, currency),
    ]);
    return {
      site_id: siteId,
      currency,
      programme_active: programmeActive,
      enabled: s?.enabled ?? false,
      trigger: s?.trigger ?? ('first_deposit' as const),
      threshold: fromMinor(s?.threshold ?? 0n, code),
      within_days: s?.withinDays ?? 30,
      reward_amount: fromMinor(s?.rewardAmount ?? 0n, code),
      turnover_multiple: s?.turnoverMultiple ?? 0,
      auto_ceiling: fromMinor(s?.autoCeiling ?? MONEY_LIMITS[code].approvalAbove, code),
      configured: s !== undefined,
      updated_by: s?.updatedBy ?? null,
      updated_at: s?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    async settings(q: { site_id: number; currency: string }) {
      await offered(q.site_id, q.currency);
      return settings(q.site_id, q.currency);
    },

    /** The reward of one site and currency, audited with what it was before. */
    async save(input: SettingsInput, actor: StaffActor) {
      await offered(input.site_id, input.currency);
      const code = currencyOf(input.currency);
      const threshold = amountOf('threshold', input.threshold, code);
      const rewardAmount = amountOf('reward_amount', input.reward_amount, code);
      const autoCeiling = amountOf('auto_ceiling', input.auto_ceiling, code);
      if (rewardAmount <= 0n) {
        throw new AppError(PlatformErrors.badRequest, { message: 'reward_amount: must be above 0' });
      }
      const before = await settings(input.site_id, input.currency);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const values = {
          enabled: input.enabled,
          trigger: input.trigger,
          threshold,
          withinDays: input.within_days,
          rewardAmount,
          turnoverMultiple: input.turnover_multiple,
          autoCeiling,
          updatedBy: actor.staffId,
          updatedAt: now,
        };
        await tx
          .insert(recommendRewardSettings)
          .values({ siteId: input.site_id, currency: input.currency, ...values })
          .onConflictDoUpdate({
            target: [recommendRewardSettings.siteId, recommendRewardSettings.currency],
            set: values,
          });
        const { reason, site_id: _s, currency: _c, ...after } = input;
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: actor.staffId,
          action: 'recommend_settings_saved',
          target: `recommend-settings:${input.site_id}:${input.currency}`,
          detail: {
            reason,
            before: { ...before, updated_by: undefined, updated_at: undefined },
            after,
          },
          ip: actor.ip,
        });
      });
      return settings(input.site_id, input.currency);
    },

    async list(q: {
      site_id: number;
      currency?: string;
      state?: 'computed' | 'waiting_approval' | 'paid' | 'rejected' | 'refused';
      recommender_id?: number;
      page: number;
      page_size: number;
    }) {
      const r = recommendRewards;
      const where: SQL[] = [eq(r.siteId, q.site_id)];
      if (q.currency) where.push(eq(r.currency, q.currency));
      if (q.state) where.push(eq(r.state, q.state));
      if (q.recommender_id) where.push(eq(r.recommenderId, q.recommender_id));
      const [rows, [total], sums] = await Promise.all([
        db
          .select()
          .from(r)
          .where(and(...where))
          .orderBy(desc(r.computedAt), desc(r.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db
          .select({ n: count() })
          .from(r)
          .where(and(...where)),
        db
          .select({
            currency: r.currency,
            paid: sql<string>`coalesce(sum(${r.amount}) filter (where ${r.state} = 'paid'), 0)::text`,
            waiting: sql<string>`coalesce(sum(${r.amount}) filter (where ${r.state} = 'waiting_approval'), 0)::text`,
          })
          .from(r)
          .where(and(...where))
          .groupBy(r.currency)
          .orderBy(r.currency),
      ]);
      const accounts = await accountsOf(db, rows);
      return {
        list: rows.map((row) => rewardView(row, accounts)),
        total: total?.n ?? 0,
        totals: sums.map((s) => {
          const code = currencyOf(s.currency);
          return {
            currency: s.currency,
            paid: fromMinor(BigInt(s.paid), code),
            waiting: fromMinor(BigInt(s.waiting), code),
          };
        }),
      };
    },

    /** A member's friends, newest first, each with its reward. */
    async friends(q: { member_id: number; page: number; page_size: number }) {
      const member = await findMember(db, q.member_id);
      if (!member) throw new AppError(E.memberNotFound);
      const all = await recommendedMembers(db, { siteId: member.siteId, recommenderIds: [member.id] });
      const page = all.slice((q.page - 1) * q.page_size, q.page * q.page_size);
      const rewards = page.length
        ? await db
            .select()
            .from(recommendRewards)
            .where(
              inArray(
                recommendRewards.friendId,
                page.map((f) => f.id),
              ),
            )
        : [];
      const byFriend = new Map(rewards.map((r) => [r.friendId, r]));
      return {
        recommender_account: member.account,
        list: page.map((f) => {
          const r = byFriend.get(f.id);
          return {
            friend_id: f.id,
            friend_account: f.account,
            registered_at: f.createdAt.toISOString(),
            status: f.status,
            register_ip: f.registerIp,
            reward_id: r?.id ?? null,
            reward_state: r?.state ?? null,
            reward_amount: r ? fromMinor(r.amount, currencyOf(r.currency)) : null,
          };
        }),
        total: all.length,
      };
    },
  };
}
