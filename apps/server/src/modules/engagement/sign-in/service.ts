import { calendarDay } from '../../../platform/day-window';
import {
  basisPointsToMultiple,
  campaignDates,
  fromMinor,
  multipleToBasisPoints,
  signInDayState,
  type CurrencyCode,
} from '@arks/contracts';
import { and, asc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { findMember } from '../../accounts/member';
import { signInCampaigns, signIns } from './schema';
import { findSite } from '../../sites/site';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import { pickText, storedTexts, type LocalizedTexts } from '../../../platform/localized-text';
import type { Clock } from '../../../platform/clock';
import type { DomainEventBus } from '../../../platform/domain-events';
import { boundedAmount, turnoverMetadata } from '../../money/ledger';
import type { LedgerService } from '../../money/ledger';
import type { StaffAuditWriter } from '../../accounts/staff';
import { createCampaignAdmin, listCampaignPage, type CampaignStaff } from '../campaigns';
import { SignInErrors } from './errors';

/** Today's date in a time zone, as YYYY-MM-DD (en-CA formats dates that way). */
export function localDate(at: Date, timeZone: string): string {
  return calendarDay(at, timeZone);
}

const rewardOf = (rewards: string[], index: number) => BigInt(rewards[index % rewards.length] ?? '0');

export type SignInService = ReturnType<typeof createSignInService>;

type Staff = CampaignStaff;

export type CampaignTerms = {
  /** By language code; the site's default language is required. */
  titles: LocalizedTexts;
  start_date: string;
  end_date: string;
  rewards: string[];
  budget: string;
  turnover_multiple?: number;
};

/** Minor units per day; a zero day is allowed (a calendar may skip), anything else is bounded. */
function rewardsOf(rewards: string[], c: CurrencyCode): bigint[] {
  return rewards.map((r, i) => (/^0+(\.0+)?$/.test(r) ? 0n : boundedAmount(`rewards.${i}`, r, c)));
}

function termsOf(input: CampaignTerms, c: CurrencyCode) {
  const rewards = rewardsOf(input.rewards, c);
  const budget = boundedAmount('budget', input.budget, c);
  if (rewards.some((r) => r > budget)) {
    throw new AppError(PlatformErrors.badRequest, { message: 'rewards: a day must not exceed the budget' });
  }
  return { rewards, budget };
}

const raises = (next: { rewards: bigint[]; budget: bigint }, current: typeof signInCampaigns.$inferSelect) =>
  next.budget > current.budget ||
  next.rewards.some((r) => r > current.rewards.reduce((m, x) => (BigInt(x) > m ? BigInt(x) : m), 0n));

function adminView(c: typeof signInCampaigns.$inferSelect, signInCount: number, paid: bigint) {
  const cur = c.currency as CurrencyCode;
  return {
    id: c.id,
    site_id: c.siteId,
    currency: c.currency,
    titles: c.titles,
    start_date: c.startDate,
    end_date: c.endDate,
    rewards: c.rewards.map((r) => fromMinor(BigInt(r), cur)),
    sign_ins: signInCount,
    paid: fromMinor(paid, cur),
    budget: fromMinor(c.budget, cur),
    turnover_multiple: basisPointsToMultiple(c.turnoverMultipleBp),
    stopped_at: c.stoppedAt?.toISOString() ?? null,
  };
}

/** The reward calendar and signing in, paid once per member and day through the ledger. */
export function createSignInService(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  events: DomainEventBus;
  audit: StaffAuditWriter;
}) {
  const { db, clock, ledger } = deps;
  const staffSide = createCampaignAdmin(deps, { action: 'sign_in_campaign', target: 'sign-in' });

  /** One campaign per site and currency at a time. */
  async function refuseOverlap(
    siteId: number,
    currency: string,
    dates: { start_date: string; end_date: string },
    except?: number,
  ) {
    const overlapping = await db
      .select({ id: signInCampaigns.id })
      .from(signInCampaigns)
      .where(
        and(
          eq(signInCampaigns.siteId, siteId),
          eq(signInCampaigns.currency, currency),
          lte(signInCampaigns.startDate, dates.end_date),
          gte(signInCampaigns.endDate, dates.start_date),
          isNull(signInCampaigns.stoppedAt),
          except === undefined ? sql`true` : ne(signInCampaigns.id, except),
        ),
      );
    if (overlapping.length) {
      throw new AppError(PlatformErrors.badRequest, {
        message: 'start_date: overlaps another campaign of this currency',
      });
    }
  }

  async function context(memberId: number) {
    const member = await findMember(db, memberId);
    const site = member && (await findSite(db, member.siteId));
    if (!member || !site) throw new AppError(PlatformErrors.unauthorized);
    return { member, site, today: localDate(clock.now(), site.timeZone) };
  }

  /** The campaign running today, else the next one to come. */
  async function campaignFor(siteId: number, currency: string, today: string) {
    const [running] = await db
      .select()
      .from(signInCampaigns)
      .where(
        and(
          eq(signInCampaigns.siteId, siteId),
          eq(signInCampaigns.currency, currency),
          gte(signInCampaigns.endDate, today),
          isNull(signInCampaigns.stoppedAt),
        ),
      )
      .orderBy(asc(signInCampaigns.startDate))
      .limit(1);
    return running;
  }

  return {
    /** The member's calendar, its title in `lang` (else the site's default language, else English). */
    async calendar(memberId: number, lang: string) {
      const { member, site, today } = await context(memberId);
      const c = await campaignFor(member.siteId, member.currency, today);
      if (!c) return null;
      const signed = new Set(
        (
          await db
            .select({ day: signIns.day })
            .from(signIns)
            .where(and(eq(signIns.campaignId, c.id), eq(signIns.memberId, memberId)))
        ).map((r) => r.day),
      );
      const currency = member.currency as CurrencyCode;
      return {
        campaign: {
          id: c.id,
          title: pickText(c.titles, lang, site.defaultLanguage),
          start_date: c.startDate,
          end_date: c.endDate,
        },
        today,
        days: campaignDates(c.startDate, c.endDate).map((date, i) => ({
          date,
          amount: fromMinor(rewardOf(c.rewards, i), currency),
          state: signInDayState({
            date,
            today,
            startDate: c.startDate,
            endDate: c.endDate,
            signed: signed.has(date),
          }),
        })),
      };
    },

    /** Signs in for today: the day's row and its reward transfer commit together, once. */
    async signIn(memberId: number, campaignId: number) {
      const { member, today } = await context(memberId);
      const [c] = await db
        .select()
        .from(signInCampaigns)
        .where(
          and(
            eq(signInCampaigns.id, campaignId),
            eq(signInCampaigns.siteId, member.siteId),
            eq(signInCampaigns.currency, member.currency),
          ),
        );
      if (!c) throw new AppError(PlatformErrors.notFound, { message: 'No such sign-in campaign' });
      if (today < c.startDate) throw new AppError(SignInErrors.notOpen);
      if (today > c.endDate || c.stoppedAt) throw new AppError(SignInErrors.expired);
      const amount = rewardOf(c.rewards, campaignDates(c.startDate, today).length - 1);
      let turnoverBp = 0;
      // One ref for the transfer's turnover facts and the event: both paths add the same requirement.
      const turnoverRef = `${campaignId}:${memberId}:${today}`;
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(signIns)
          .values({ campaignId, memberId, day: today, amount })
          .onConflictDoNothing()
          .returning({ day: signIns.day });
        if (inserted.length === 0) throw new AppError(SignInErrors.alreadySignedIn);
        if (amount > 0n) {
          // Check and spend in one statement: parallel sign-ins never pay past the budget. A spent
          // budget ends the campaign for everyone.
          const funded = await tx
            .update(signInCampaigns)
            .set({ paid: sql`${signInCampaigns.paid} + ${amount}` })
            .where(
              and(
                eq(signInCampaigns.id, campaignId),
                isNull(signInCampaigns.stoppedAt),
                sql`${signInCampaigns.paid} + ${amount} <= ${signInCampaigns.budget}`,
              ),
            )
            .returning({ id: signInCampaigns.id, turnoverBp: signInCampaigns.turnoverMultipleBp });
          if (funded.length === 0) throw new AppError(SignInErrors.expired);
          turnoverBp = funded[0]!.turnoverBp;
          await ledger.transfer(
            {
              siteId: member.siteId,
              currency: member.currency,
              debit: { system: 'promotions_expense' },
              credit: { member: memberId },
              amount,
              kind: 'promotion',
              idempotencyKey: `sign-in:${campaignId}:${memberId}:${today}`,
              reference: `sign-in:${campaignId}`,
              ...turnoverMetadata({ source: 'sign_in', ref: turnoverRef, multipleBp: turnoverBp }),
            },
            tx,
          );
        }
      });
      deps.events.publish('member.balance_changed', {
        memberId,
        siteId: member.siteId,
        currency: member.currency,
      });
      if (amount > 0n)
        deps.events.publish('promotion.credited', {
          memberId,
          siteId: member.siteId,
          currency: member.currency,
          source: 'sign_in',
          ref: turnoverRef,
          amountMinor: amount,
          turnoverMultiple: basisPointsToMultiple(turnoverBp),
        });
      return {
        state: 'success' as const,
        date: today,
        cash: fromMinor(amount, member.currency as CurrencyCode),
      };
    },

    async create(input: CampaignTerms & { site_id: number; currency: string }, who: Staff) {
      const currency = await staffSide.checkNew(input);
      const { rewards, budget } = termsOf(input, currency);
      staffSide.checkMoney(who, { raises: true, budget, currency });
      await refuseOverlap(input.site_id, input.currency, input);
      const row = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(signInCampaigns)
          .values({
            siteId: input.site_id,
            currency: input.currency,
            titles: storedTexts(input.titles),
            startDate: input.start_date,
            endDate: input.end_date,
            rewards: rewards.map(String),
            budget,
            turnoverMultipleBp: multipleToBasisPoints(input.turnover_multiple ?? 0),
            staffId: who.staffId,
          })
          .returning({ id: signInCampaigns.id });
        await staffSide.drawBudget(tx, who, { added: budget, currency });
        return made;
      });
      await staffSide.audit(who, 'create', row!.id, input);
      return { id: row!.id };
    },

    async list(q: { site_id: number; page?: number; page_size?: number }) {
      const { rows, total } = await listCampaignPage(db, signInCampaigns, {
        siteId: q.site_id,
        page: q.page,
        pageSize: q.page_size,
        uses: sql<number>`(select count(*)::int from sign_ins s where s.campaign_id = sign_in_campaigns.id)`,
      });
      return { list: rows.map((r) => adminView(r.row, r.uses, r.row.paid)), total };
    },

    /**
     * New terms. The start date is fixed once members have signed in: day numbers (and so which reward
     * a day pays) count from it. Rewards already paid stay as paid.
     */
    async update(id: number, input: CampaignTerms, who: Staff) {
      const [current] = await db.select().from(signInCampaigns).where(eq(signInCampaigns.id, id));
      if (!current) throw new AppError(PlatformErrors.notFound, { message: `id: no sign-in campaign ${id}` });
      if (input.end_date < input.start_date) {
        throw new AppError(PlatformErrors.badRequest, { message: 'end_date: must not be before start_date' });
      }
      await staffSide.checkTitles(current.siteId, input.titles);
      const terms = termsOf(input, current.currency as CurrencyCode);
      staffSide.checkMoney(who, {
        raises: raises(terms, current),
        budget: terms.budget,
        currency: current.currency as CurrencyCode,
      });
      const [done] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(signIns)
        .where(eq(signIns.campaignId, id));
      if (done!.n > 0 && input.start_date !== current.startDate) {
        throw new AppError(PlatformErrors.badRequest, {
          message: 'start_date: members have signed in already; it can no longer move',
        });
      }
      await refuseOverlap(current.siteId, current.currency, input, id);
      const row = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(signInCampaigns)
          .set({
            titles: storedTexts(input.titles),
            startDate: input.start_date,
            endDate: input.end_date,
            rewards: terms.rewards.map(String),
            budget: terms.budget,
            turnoverMultipleBp: multipleToBasisPoints(input.turnover_multiple ?? 0),
          })
          // In the statement: a sign-in paid meanwhile cannot slip the budget under what is paid.
          .where(and(eq(signInCampaigns.id, id), sql`${signInCampaigns.paid} <= ${terms.budget}`))
          .returning();
        const added = terms.budget - current.budget;
        if (changed)
          await staffSide.drawBudget(tx, who, { added, currency: current.currency as CurrencyCode });
        return changed;
      });
      if (!row) {
        throw new AppError(PlatformErrors.badRequest, { message: 'budget: below what is already paid' });
      }
      await staffSide.audit(who, 'update', id, input);
      return adminView(row, done!.n, row.paid);
    },

    /** Ends it early for everyone: members can no longer sign in to it; what was paid stays paid. */
    async stop(id: number, reason: string, who: Staff) {
      const [row] = await db
        .update(signInCampaigns)
        .set({ stoppedAt: clock.now() })
        .where(and(eq(signInCampaigns.id, id), isNull(signInCampaigns.stoppedAt)))
        .returning();
      if (!row) {
        const [exists] = await db.select().from(signInCampaigns).where(eq(signInCampaigns.id, id));
        if (!exists)
          throw new AppError(PlatformErrors.notFound, { message: `id: no sign-in campaign ${id}` });
        throw new AppError(PlatformErrors.badRequest, {
          message: `id: sign-in campaign ${id} is stopped already`,
        });
      }
      await staffSide.audit(who, 'stop', id, { reason });
      const [done] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(signIns)
        .where(eq(signIns.campaignId, id));
      return adminView(row, done?.n ?? 0, row.paid);
    },
  };
}
