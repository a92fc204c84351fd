import { WITHDRAW_LIMITS, type CurrencyCode } from '@arks/contracts';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { withdrawalOrders, withdrawLimits } from './schema';

export type LimitRow = typeof withdrawLimits.$inferSelect;

/** The limits a member of the site and currency meets now. */
export interface Limits {
  min: bigint;
  max: bigint;
  dailyCount: number | null;
  dailyAmount: bigint | null;
  /** Payouts of unverifiedBelow or more go only to bank accounts finance verified. */
  verifiedOnly: boolean;
  unverifiedBelow: bigint;
  /** The saved row; undefined when the product's defaults apply. */
  row?: LimitRow;
}

/**
 * Nothing saved: the currency's product limits, no daily caps, and no payout to an unverified bank
 * account at all (from 0), so a new site is guarded before anyone configures it.
 */
export const defaultLimits = (currency: CurrencyCode): Limits => ({
  ...WITHDRAW_LIMITS[currency],
  dailyCount: null,
  dailyAmount: null,
  verifiedOnly: true,
  unverifiedBelow: 0n,
});

/** The limits in force: the saved row, or the currency's defaults without one. */
export const limitsOf = (row: LimitRow | undefined, currency: CurrencyCode): Limits =>
  row
    ? {
        min: row.minAmount,
        max: row.maxAmount,
        dailyCount: row.dailyCount,
        dailyAmount: row.dailyAmount,
        verifiedOnly: row.verifiedPayoutsOnly,
        unverifiedBelow: row.unverifiedPayoutBelow,
        row,
      }
    : defaultLimits(currency);

export async function findLimits(db: DbOrTx, siteId: number, currency: CurrencyCode): Promise<Limits> {
  const [row] = await db
    .select()
    .from(withdrawLimits)
    .where(and(eq(withdrawLimits.siteId, siteId), eq(withdrawLimits.currency, currency)));
  return limitsOf(row, currency);
}

export async function siteLimitRows(db: DbOrTx, siteIds: number[]) {
  if (!siteIds.length) return [];
  return db.select().from(withdrawLimits).where(inArray(withdrawLimits.siteId, siteIds));
}

export async function saveLimits(db: DbOrTx, row: typeof withdrawLimits.$inferInsert) {
  const { siteId: _s, currency: _c, ...set } = row;
  const [saved] = await db
    .insert(withdrawLimits)
    .values(row)
    .onConflictDoUpdate({ target: [withdrawLimits.siteId, withdrawLimits.currency], set })
    .returning();
  return saved!;
}

/** Serializes one member's withdrawal requests until the transaction ends, so daily caps hold. */
export async function lockMemberWithdrawals(tx: DbOrTx, memberId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`arks:withdrawal:${memberId}`}, 0))`);
}

/** The member's requests of [from, to) that hold or took money: how many, and their total. */
export async function dailyUse(db: DbOrTx, memberId: number, from: Date, to: Date) {
  const [row] = await db
    .select({ n: count(), sum: sql<string>`coalesce(sum(${withdrawalOrders.amount}), 0)::text` })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.memberId, memberId),
        inArray(withdrawalOrders.status, ['pending', 'approved']),
        gte(withdrawalOrders.createdAt, from),
        lt(withdrawalOrders.createdAt, to),
      ),
    );
  return { count: row?.n ?? 0, amount: BigInt(row?.sum ?? '0') };
}

/** Serializes saves of one site and currency's limits, so each audit's "before" is what it replaced. */
export async function lockSiteLimits(tx: DbOrTx, siteId: number, currency: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`arks:withdraw-limits:${siteId}:${currency}`}, 0))`,
  );
}

/** Daily caps the member's level sets (wagering/levels); null fields, or null: the site's caps apply. */
export type MemberDailyCaps = (
  db: DbOrTx,
  siteId: number,
  memberId: number,
  currency: string,
) => Promise<{ dailyCount: number | null; dailyAmount: bigint | null } | null>;

/**
 * The site's limits with the member's level's daily caps: a cap the level sets replaces the site's
 * (VIP levels exist to raise them, or lower them for a risky tier); a cap it leaves empty stays the
 * site's. The per-request minimum and maximum are always the site's.
 */
export function withMemberCaps(limits: Limits, caps: Awaited<ReturnType<MemberDailyCaps>>): Limits {
  if (!caps) return limits;
  return {
    ...limits,
    dailyCount: caps.dailyCount ?? limits.dailyCount,
    dailyAmount: caps.dailyAmount ?? limits.dailyAmount,
  };
}
