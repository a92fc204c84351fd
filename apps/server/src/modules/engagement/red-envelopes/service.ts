import { randomInt } from 'node:crypto';
import { basisPointsToMultiple, fromMinor, multipleToBasisPoints, type CurrencyCode } from '@arks/contracts';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { findMember } from '../../accounts/member';
import { findSite } from '../../sites/site';
import { redEnvelopeClaims, redEnvelopePromotions } from './schema';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import { pickText, storedTexts, type LocalizedTexts } from '../../../platform/localized-text';
import type { Clock } from '../../../platform/clock';
import type { DomainEventBus } from '../../../platform/domain-events';
import type { RealtimePublisher } from '../../../platform/realtime/publisher';
import { boundedAmount, turnoverMetadata } from '../../money/ledger';
import type { LedgerService } from '../../money/ledger';
import type { StaffAuditWriter } from '../../accounts/staff';
import { createCampaignAdmin, listCampaignPage, type CampaignStaff } from '../campaigns';
import { RedEnvelopeErrors } from './errors';

/** A deposit hurdle is a threshold, not a payout; bounded only so that it stays a sane number. */
const MAX_DEPOSIT_HURDLE = 10n ** 15n;

/** A random prize in [min, max] minor units, every amount equally likely. */
function prize(min: bigint, max: bigint): bigint {
  const span = max - min;
  return span === 0n ? min : min + BigInt(randomInt(Number(span) + 1));
}

export type RedEnvelopeService = ReturnType<typeof createRedEnvelopeService>;

type Staff = CampaignStaff;

export type EnvelopeTerms = {
  /** By language code; the site's default language is required. */
  titles: LocalizedTexts;
  start_at: string;
  end_at: string;
  min_amount: string;
  max_amount: string;
  budget: string;
  min_total_deposit?: string;
  turnover_multiple?: number;
};

/**
 * Staff's terms in minor units of the envelope's currency; bad amounts are refused by field. Every
 * amount is within the currency's bound, and one prize never exceeds the whole budget.
 */
function termsOf(input: EnvelopeTerms, c: CurrencyCode) {
  const min = boundedAmount('min_amount', input.min_amount, c);
  const max = boundedAmount('max_amount', input.max_amount, c);
  const budget = boundedAmount('budget', input.budget, c);
  if (max < min) {
    throw new AppError(PlatformErrors.badRequest, {
      message: 'max_amount: must be at least min_amount (> 0)',
    });
  }
  if (max > budget) {
    throw new AppError(PlatformErrors.badRequest, { message: 'max_amount: must not exceed the budget' });
  }
  return {
    titles: storedTexts(input.titles),
    startAt: new Date(input.start_at),
    endAt: new Date(input.end_at),
    minAmount: min,
    maxAmount: max,
    budget,
    minTotalDeposit: input.min_total_deposit
      ? boundedAmount('min_total_deposit', input.min_total_deposit, c, { max: MAX_DEPOSIT_HURDLE })
      : 0n,
    turnoverMultipleBp: multipleToBasisPoints(input.turnover_multiple ?? 0),
  };
}

function adminView(p: typeof redEnvelopePromotions.$inferSelect, claims: number) {
  const c = p.currency as CurrencyCode;
  return {
    id: p.id,
    site_id: p.siteId,
    currency: p.currency,
    titles: p.titles,
    start_at: p.startAt.toISOString(),
    end_at: p.endAt.toISOString(),
    min_amount: fromMinor(p.minAmount, c),
    max_amount: fromMinor(p.maxAmount, c),
    budget: fromMinor(p.budget, c),
    min_total_deposit: fromMinor(p.minTotalDeposit, c),
    turnover_multiple: basisPointsToMultiple(p.turnoverMultipleBp),
    paid: fromMinor(p.paid, c),
    claims,
    stopped_at: p.stoppedAt?.toISOString() ?? null,
  };
}

export function createRedEnvelopeService(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  events: DomainEventBus;
  realtime: RealtimePublisher;
  audit: StaffAuditWriter;
}) {
  const { db, clock, ledger } = deps;
  const staffSide = createCampaignAdmin(deps, { action: 'red_envelope', target: 'red-envelope' });

  async function owner(memberId: number) {
    const m = await findMember(db, memberId);
    if (!m) throw new AppError(PlatformErrors.unauthorized);
    return m;
  }

  return {
    /**
     * The envelope waiting for the member now: the soonest ending one not yet opened, its title in
     * `lang` (else the site's default language, else English).
     */
    async current(memberId: number, lang: string) {
      const m = await owner(memberId);
      const now = clock.now();
      const [row] = await db
        .select()
        .from(redEnvelopePromotions)
        .where(
          and(
            eq(redEnvelopePromotions.siteId, m.siteId),
            eq(redEnvelopePromotions.currency, m.currency),
            lte(redEnvelopePromotions.startAt, now),
            gt(redEnvelopePromotions.endAt, now),
            isNull(redEnvelopePromotions.stoppedAt),
            sql`not exists (select 1 from red_envelope_claims c where c.promotion_id = ${redEnvelopePromotions.id} and c.member_id = ${memberId})`,
            sql`${redEnvelopePromotions.paid} + ${redEnvelopePromotions.minAmount} <= ${redEnvelopePromotions.budget}`,
          ),
        )
        .orderBy(redEnvelopePromotions.endAt)
        .limit(1);
      if (!row) return null;
      const site = await findSite(db, m.siteId);
      return {
        id: row.id,
        title: pickText(row.titles, lang, site?.defaultLanguage ?? lang),
        start_at: row.startAt.toISOString(),
        end_at: row.endAt.toISOString(),
      };
    },

    /**
     * Opens the envelope: the claim row, the promotion's budget and the ledger transfer commit together
     * or not at all. The claim's unique key and the transfer's idempotency key each make it once only,
     * however many requests arrive at the same moment.
     */
    async claim(memberId: number, promotionId: number) {
      const m = await owner(memberId);
      const now = clock.now();
      const [promo] = await db
        .select()
        .from(redEnvelopePromotions)
        .where(eq(redEnvelopePromotions.id, promotionId));
      const open =
        promo &&
        promo.siteId === m.siteId &&
        promo.currency === m.currency &&
        promo.startAt <= now &&
        promo.endAt > now &&
        !promo.stoppedAt;
      if (!open) throw new AppError(RedEnvelopeErrors.cleared);
      if (promo.minTotalDeposit > 0n) {
        const deposited = await ledger.creditedTotal(
          { siteId: m.siteId, currency: m.currency, account: { member: memberId } },
          'deposit',
        );
        if (deposited < promo.minTotalDeposit) throw new AppError(RedEnvelopeErrors.notEligible);
      }
      const amount = prize(promo.minAmount, promo.maxAmount);
      // One ref for the transfer's turnover facts and the event: both paths add the same requirement.
      const turnoverRef = `${promotionId}:${memberId}`;
      const turnoverBp = await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(redEnvelopeClaims)
          .values({ promotionId, memberId, amount })
          .onConflictDoNothing()
          .returning({ id: redEnvelopeClaims.id });
        if (claimed.length === 0) throw new AppError(RedEnvelopeErrors.cleared);
        // The budget check and the spend are one statement: parallel claims queue on the row lock and
        // each re-checks against the newest `paid`, so together they never pay past the budget.
        const funded = await tx
          .update(redEnvelopePromotions)
          .set({ paid: sql`${redEnvelopePromotions.paid} + ${amount}` })
          .where(
            and(
              eq(redEnvelopePromotions.id, promotionId),
              // Stopped while this claim was on its way: the row lock orders the two, so none slips past.
              isNull(redEnvelopePromotions.stoppedAt),
              sql`${redEnvelopePromotions.paid} + ${amount} <= ${redEnvelopePromotions.budget}`,
            ),
          )
          .returning({ id: redEnvelopePromotions.id, turnoverBp: redEnvelopePromotions.turnoverMultipleBp });
        if (funded.length === 0) throw new AppError(RedEnvelopeErrors.cleared);
        await ledger.transfer(
          {
            siteId: m.siteId,
            currency: m.currency,
            debit: { system: 'promotions_expense' },
            credit: { member: memberId },
            amount,
            kind: 'promotion',
            idempotencyKey: `red-envelope:${promotionId}:${memberId}`,
            reference: `red-envelope:${promotionId}`,
            ...turnoverMetadata({
              source: 'red_envelope',
              ref: turnoverRef,
              multipleBp: funded[0]!.turnoverBp,
            }),
          },
          tx,
        );
        return funded[0]!.turnoverBp;
      });
      deps.events.publish('member.balance_changed', { memberId, siteId: m.siteId, currency: m.currency });
      deps.events.publish('promotion.credited', {
        memberId,
        siteId: m.siteId,
        currency: m.currency,
        source: 'red_envelope',
        ref: turnoverRef,
        amountMinor: amount,
        turnoverMultiple: basisPointsToMultiple(turnoverBp),
      });
      return { cash: fromMinor(amount, m.currency as CurrencyCode) };
    },

    async create(input: EnvelopeTerms & { site_id: number; currency: string }, who: Staff) {
      const currency = await staffSide.checkNew(input);
      const terms = termsOf(input, currency);
      staffSide.checkMoney(who, { raises: true, budget: terms.budget, currency });
      const row = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(redEnvelopePromotions)
          .values({ siteId: input.site_id, currency, ...terms, staffId: who.staffId })
          .returning({ id: redEnvelopePromotions.id });
        await staffSide.drawBudget(tx, who, { added: terms.budget, currency });
        return made;
      });
      // Spec §7: members of that currency re-read their envelope.
      deps.realtime.toMemberCurrency(input.site_id, input.currency, 'RedEnvelopeDisplay', { id: row!.id });
      await staffSide.audit(who, 'create', row!.id, input);
      return { id: row!.id };
    },

    async list(q: { site_id: number; page?: number; page_size?: number }) {
      const { rows, total } = await listCampaignPage(db, redEnvelopePromotions, {
        siteId: q.site_id,
        page: q.page,
        pageSize: q.page_size,
        uses: sql<number>`(select count(*)::int from red_envelope_claims c where c.promotion_id = red_envelope_promotions.id)`,
      });
      return { list: rows.map((r) => adminView(r.row, r.uses)), total };
    },

    /** New terms; site and currency stay. A budget below what is already paid is refused. */
    async update(id: number, input: EnvelopeTerms, who: Staff) {
      const [current] = await db.select().from(redEnvelopePromotions).where(eq(redEnvelopePromotions.id, id));
      if (!current) throw new AppError(PlatformErrors.notFound, { message: `id: no red envelope ${id}` });
      if (Date.parse(input.end_at) <= Date.parse(input.start_at)) {
        throw new AppError(PlatformErrors.badRequest, { message: 'end_at: must be after start_at' });
      }
      await staffSide.checkTitles(current.siteId, input.titles);
      const terms = termsOf(input, current.currency as CurrencyCode);
      staffSide.checkMoney(who, {
        raises:
          terms.budget > current.budget ||
          terms.maxAmount > current.maxAmount ||
          terms.minAmount > current.minAmount,
        budget: terms.budget,
        currency: current.currency as CurrencyCode,
      });
      const row = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(redEnvelopePromotions)
          .set(terms)
          // The budget check sits in the statement: a claim paid meanwhile cannot slip under it.
          .where(and(eq(redEnvelopePromotions.id, id), sql`${redEnvelopePromotions.paid} <= ${terms.budget}`))
          .returning();
        const added = terms.budget - current.budget;
        if (changed)
          await staffSide.drawBudget(tx, who, { added, currency: current.currency as CurrencyCode });
        return changed;
      });
      if (!row)
        throw new AppError(PlatformErrors.badRequest, { message: 'budget: below what is already paid' });
      deps.realtime.toMemberCurrency(row.siteId, row.currency, 'RedEnvelopeDisplay', { id });
      await staffSide.audit(who, 'update', id, input);
      const [claims] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(redEnvelopeClaims)
        .where(eq(redEnvelopeClaims.promotionId, id));
      return adminView(row, claims?.n ?? 0);
    },

    /** Ends it early for everyone: no member sees or opens it afterwards; what was paid stays paid. */
    async stop(id: number, reason: string, who: Staff) {
      const [row] = await db
        .update(redEnvelopePromotions)
        .set({ stoppedAt: clock.now() })
        .where(and(eq(redEnvelopePromotions.id, id), isNull(redEnvelopePromotions.stoppedAt)))
        .returning();
      if (!row) {
        const [exists] = await db
          .select()
          .from(redEnvelopePromotions)
          .where(eq(redEnvelopePromotions.id, id));
        if (!exists) throw new AppError(PlatformErrors.notFound, { message: `id: no red envelope ${id}` });
        throw new AppError(PlatformErrors.badRequest, {
          message: `id: red envelope ${id} is stopped already`,
        });
      }
      deps.realtime.toMemberCurrency(row.siteId, row.currency, 'RedEnvelopeDisplay', { id });
      await staffSide.audit(who, 'stop', id, { reason });
      const [claims] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(redEnvelopeClaims)
        .where(eq(redEnvelopeClaims.promotionId, id));
      return adminView(row, claims?.n ?? 0);
    },
  };
}
