import {
  CURRENCY_CODES,
  defaultIssuanceLimit,
  fromMinor,
  ISSUANCE_SCOPES,
  type AdminIssuanceLimit,
  type CurrencyCode,
  type TIssuanceScope,
} from '@arks/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { createStaffAuditWriter, type StaffActor } from '../../accounts/staff';
import { parseAmount, withinBound } from '../ledger';
import { issuanceLimits, issuanceUsage } from './schema';

export type IssuanceLimits = ReturnType<typeof createIssuanceLimits>;

/** One draw on a daily bound: who (a staff or member id, as the scope says), in what, how much. */
export interface IssuanceDraw {
  scope: TIssuanceScope;
  subjectId: number;
  currency: CurrencyCode;
  /** Minor units, positive. */
  amount: bigint;
}

/**
 * The daily bounds on money staff issue without a second approver, and what has been drawn on them.
 * A draw is one conditional upsert that stops at the bound: parallel draws queue on the row's lock and
 * each sees what the others added, so together they never pass it. Run it in the transaction that
 * issues the money, so a refused or failed issue gives its draw back by rolling back.
 */
export function createIssuanceLimits(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const utcDay = () => clock.now().toISOString().slice(0, 10);

  async function boundOf(tx: DbOrTx, scope: TIssuanceScope, currency: CurrencyCode): Promise<bigint> {
    const [row] = await tx
      .select({ amount: issuanceLimits.amount })
      .from(issuanceLimits)
      .where(and(eq(issuanceLimits.scope, scope), eq(issuanceLimits.currency, currency)));
    return row?.amount ?? defaultIssuanceLimit(scope, currency);
  }

  const view = (
    scope: TIssuanceScope,
    currency: CurrencyCode,
    row: typeof issuanceLimits.$inferSelect | undefined,
  ): AdminIssuanceLimit => ({
    scope,
    currency,
    amount: fromMinor(row?.amount ?? defaultIssuanceLimit(scope, currency), currency),
    default_amount: fromMinor(defaultIssuanceLimit(scope, currency), currency),
    configured: row !== undefined,
    updated_by: row?.updatedBy ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  });

  return {
    /**
     * Draws every one of `draws` or none: false when any would pass its bound today. Call it inside
     * the issuing transaction; on false, throw to roll back whatever that transaction did.
     */
    async draw(tx: DbOrTx, draws: IssuanceDraw[]): Promise<boolean> {
      const day = utcDay();
      for (const d of draws) {
        const bound = await boundOf(tx, d.scope, d.currency);
        const result = await tx.execute(sql`
          insert into ${issuanceUsage} (scope, subject_id, currency, day, used)
          select ${d.scope}, ${d.subjectId}, ${d.currency}, ${day}::date, ${d.amount}::bigint
          where ${d.amount}::bigint <= ${bound}::bigint
          on conflict (scope, subject_id, currency, day)
          do update set used = ${issuanceUsage}.used + excluded.used
          where ${issuanceUsage}.used + excluded.used <= ${bound}::bigint
          returning used`);
        if (result.rows.length === 0) return false;
      }
      return true;
    },

    async list(q: { currency?: string }) {
      const rows = await db.select().from(issuanceLimits);
      const currencies = q.currency ? [q.currency as CurrencyCode] : CURRENCY_CODES;
      return {
        list: currencies.flatMap((currency) =>
          ISSUANCE_SCOPES.map((scope) =>
            view(
              scope,
              currency,
              rows.find((r) => r.scope === scope && r.currency === currency),
            ),
          ),
        ),
      };
    },

    /** An admin's new bound, audited with the one before. */
    async save(
      input: { scope: TIssuanceScope; currency: string; amount: string; reason: string },
      actor: StaffActor,
    ) {
      const currency = input.currency as CurrencyCode;
      const amount = parseAmount(input.amount, currency);
      withinBound('amount', amount, currency);
      return db.transaction(async (tx) => {
        const before = await boundOf(tx, input.scope, currency);
        const [row] = await tx
          .insert(issuanceLimits)
          .values({ scope: input.scope, currency, amount, updatedBy: actor.staffId, updatedAt: clock.now() })
          .onConflictDoUpdate({
            target: [issuanceLimits.scope, issuanceLimits.currency],
            set: { amount, updatedBy: actor.staffId, updatedAt: clock.now() },
          })
          .returning();
        await createStaffAuditWriter(
          tx,
          clock,
        )({
          staffId: actor.staffId,
          action: 'issuance_limit_saved',
          target: `issuance-limit:${input.scope}:${currency}`,
          detail: {
            reason: input.reason,
            before: fromMinor(before, currency),
            after: fromMinor(amount, currency),
          },
          ip: actor.ip,
        });
        return view(input.scope, currency, row);
      });
    },
  };
}
