import { randomInt } from 'node:crypto';
import { CURRENCIES, fromMinor, RedEnvelopeCode, toMinor, type CurrencyCode } from '@arks/contracts';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, redEnvelopeClaims, redEnvelopePromotions } from '../../db/schema';
import { AppError, PlatformErrors, type ErrorSpec } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { DomainEventBus } from '../../platform/domain-events';
import type { RealtimePublisher } from '../../platform/realtime/publisher';
import type { LedgerService } from '../ledger/service';
import type { StaffAuditWriter } from '../staff/service';

const e = (code: number, message: string): ErrorSpec => ({ code, httpStatus: 200, message });
export const RedEnvelopeErrors = {
  cleared: e(RedEnvelopeCode.CLEARED, 'This red envelope is no longer available'),
  notEligible: e(101, 'This red envelope is for members who have deposited'),
} as const;

/** A random prize in [min, max] minor units, every amount equally likely. */
function prize(min: bigint, max: bigint): bigint {
  const span = max - min;
  return span === 0n ? min : min + BigInt(randomInt(Number(span) + 1));
}

export type RedEnvelopeService = ReturnType<typeof createRedEnvelopeService>;

interface Staff {
  staffId: number;
  ip: string;
}

export type EnvelopeTerms = {
  title: string;
  start_at: string;
  end_at: string;
  min_amount: string;
  max_amount: string;
  budget?: string;
  min_total_deposit?: string;
};

/** Staff's terms in minor units of the envelope's currency; bad amounts are refused by field. */
function termsOf(input: EnvelopeTerms, c: CurrencyCode) {
  const minor = (field: string, v: string) => {
    try {
      return toMinor(v, c);
    } catch (err) {
      throw new AppError(PlatformErrors.badRequest, { message: `${field}: ${(err as Error).message}` });
    }
  };
  const min = minor('min_amount', input.min_amount);
  const max = minor('max_amount', input.max_amount);
  if (min <= 0n || max < min) {
    throw new AppError(PlatformErrors.badRequest, {
      message: 'max_amount: must be at least min_amount (> 0)',
    });
  }
  return {
    title: input.title,
    startAt: new Date(input.start_at),
    endAt: new Date(input.end_at),
    minAmount: min,
    maxAmount: max,
    budget: input.budget ? minor('budget', input.budget) : null,
    minTotalDeposit: input.min_total_deposit ? minor('min_total_deposit', input.min_total_deposit) : 0n,
  };
}

function adminView(p: typeof redEnvelopePromotions.$inferSelect, claims: number) {
  const c = p.currency as CurrencyCode;
  return {
    id: p.id,
    site_id: p.siteId,
    currency: p.currency,
    title: p.title,
    start_at: p.startAt.toISOString(),
    end_at: p.endAt.toISOString(),
    min_amount: fromMinor(p.minAmount, c),
    max_amount: fromMinor(p.maxAmount, c),
    budget: p.budget === null ? null : fromMinor(p.budget, c),
    min_total_deposit: fromMinor(p.minTotalDeposit, c),
    paid: fromMinor(p.paid, c),
    claims,
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

  async function owner(memberId: number) {
    const [m] = await db.select().from(members).where(eq(members.id, memberId));
    if (!m) throw new AppError(PlatformErrors.unauthorized);
    return m;
  }

  return {
    /** The envelope waiting for the member now: the soonest ending one not yet opened. */
    async current(memberId: number) {
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
            sql`not exists (select 1 from red_envelope_claims c where c.promotion_id = ${redEnvelopePromotions.id} and c.member_id = ${memberId})`,
            sql`(${redEnvelopePromotions.budget} is null or ${redEnvelopePromotions.paid} + ${redEnvelopePromotions.minAmount} <= ${redEnvelopePromotions.budget})`,
          ),
        )
        .orderBy(redEnvelopePromotions.endAt)
        .limit(1);
      if (!row) return null;
      return {
        id: row.id,
        title: row.title,
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
        promo.endAt > now;
      if (!open) throw new AppError(RedEnvelopeErrors.cleared);
      if (promo.minTotalDeposit > 0n) {
        const deposited = await ledger.creditedTotal(
          { siteId: m.siteId, currency: m.currency, account: { member: memberId } },
          'deposit',
        );
        if (deposited < promo.minTotalDeposit) throw new AppError(RedEnvelopeErrors.notEligible);
      }
      const amount = prize(promo.minAmount, promo.maxAmount);
      await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(redEnvelopeClaims)
          .values({ promotionId, memberId, amount })
          .onConflictDoNothing()
          .returning({ id: redEnvelopeClaims.id });
        if (claimed.length === 0) throw new AppError(RedEnvelopeErrors.cleared);
        const funded = await tx
          .update(redEnvelopePromotions)
          .set({ paid: sql`${redEnvelopePromotions.paid} + ${amount}` })
          .where(
            and(
              eq(redEnvelopePromotions.id, promotionId),
              sql`(${redEnvelopePromotions.budget} is null or ${redEnvelopePromotions.paid} + ${amount} <= ${redEnvelopePromotions.budget})`,
            ),
          )
          .returning({ id: redEnvelopePromotions.id });
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
          },
          tx,
        );
      });
      deps.events.publish('member.balance_changed', { memberId, siteId: m.siteId, currency: m.currency });
      return { cash: fromMinor(amount, m.currency as CurrencyCode) };
    },

    async create(input: EnvelopeTerms & { site_id: number; currency: string }, who: Staff) {
      if (!(input.currency in CURRENCIES)) {
        throw new AppError(PlatformErrors.badRequest, {
          message: `currency: ${input.currency} is not a currency`,
        });
      }
      const [row] = await db
        .insert(redEnvelopePromotions)
        .values({
          siteId: input.site_id,
          currency: input.currency,
          ...termsOf(input, input.currency as CurrencyCode),
          staffId: who.staffId,
        })
        .returning({ id: redEnvelopePromotions.id });
      // Spec §7: members of that currency re-read their envelope.
      deps.realtime.toMemberCurrency(input.site_id, input.currency, 'RedEnvelopeDisplay', { id: row!.id });
      await deps.audit({
        staffId: who.staffId,
        action: 'red_envelope_create',
        target: `red-envelope:${row!.id}`,
        detail: input,
        ip: who.ip,
      });
      return { id: row!.id };
    },

    async list(siteId: number) {
      const rows = await db
        .select({
          p: redEnvelopePromotions,
          claims: sql<number>`(select count(*)::int from red_envelope_claims c where c.promotion_id = ${redEnvelopePromotions.id})`,
        })
        .from(redEnvelopePromotions)
        .where(eq(redEnvelopePromotions.siteId, siteId))
        .orderBy(desc(redEnvelopePromotions.startAt), desc(redEnvelopePromotions.id));
      return rows.map((r) => adminView(r.p, r.claims));
    },

    /** New terms; site and currency stay. A budget below what is already paid is refused. */
    async update(id: number, input: EnvelopeTerms, who: Staff) {
      const [current] = await db.select().from(redEnvelopePromotions).where(eq(redEnvelopePromotions.id, id));
      if (!current) throw new AppError(PlatformErrors.notFound, { message: `id: no red envelope ${id}` });
      if (Date.parse(input.end_at) <= Date.parse(input.start_at)) {
        throw new AppError(PlatformErrors.badRequest, { message: 'end_at: must be after start_at' });
      }
      const terms = termsOf(input, current.currency as CurrencyCode);
      const [row] = await db
        .update(redEnvelopePromotions)
        .set(terms)
        // The budget check sits in the statement: a claim paid meanwhile cannot slip under it.
        .where(
          and(
            eq(redEnvelopePromotions.id, id),
            terms.budget === null ? sql`true` : sql`${redEnvelopePromotions.paid} <= ${terms.budget}`,
          ),
        )
        .returning();
      if (!row)
        throw new AppError(PlatformErrors.badRequest, { message: 'budget: below what is already paid' });
      deps.realtime.toMemberCurrency(row.siteId, row.currency, 'RedEnvelopeDisplay', { id });
      await deps.audit({
        staffId: who.staffId,
        action: 'red_envelope_update',
        target: `red-envelope:${id}`,
        detail: input,
        ip: who.ip,
      });
      const [claims] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(redEnvelopeClaims)
        .where(eq(redEnvelopeClaims.promotionId, id));
      return adminView(row, claims?.n ?? 0);
    },
  };
}
