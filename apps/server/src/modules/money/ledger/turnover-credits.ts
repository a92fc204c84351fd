import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

/**
 * What a credit asking turnover (a red envelope, a sign-in reward, a bonus adjustment) writes into
 * its transfer's `metadata`, in the transaction that moves the money: the turnover facts then commit
 * with the credit, and wagering/turnover reads them back (`creditsAskingTurnover`) whether or not the
 * `promotion.credited` event after the commit was heard.
 */
export interface TurnoverFacts {
  source: 'red_envelope' | 'sign_in' | 'manual_bonus';
  /** Unique per source; the same ref the event carries, so both paths add one requirement. */
  ref: string;
  /** Basis points (10000 = 1x), above 0. */
  multipleBp: number;
}

/** The transfer metadata for a credit asking turnover; none when the multiple is 0. */
export function turnoverMetadata(facts: TurnoverFacts): { metadata?: Record<string, unknown> } {
  if (!(facts.multipleBp > 0)) return {};
  return { metadata: { turnover: { source: facts.source, ref: facts.ref, multiple_bp: facts.multipleBp } } };
}

/** A posted credit to a member's main wallet whose metadata asks turnover. */
export interface TurnoverCredit extends TurnoverFacts {
  transferId: bigint;
  siteId: number;
  memberId: number;
  currency: string;
  amount: bigint;
  resolvedAt: Date;
}

type Row = {
  id: string;
  site_id: number;
  member_id: string;
  currency: string;
  amount: string;
  resolved_at: Date | string;
  source: TurnoverFacts['source'];
  ref: string;
  multiple_bp: number;
};

/**
 * Posted credits to members' main wallets that took effect in [from, to) and carry turnover facts,
 * oldest first; with `memberId`, only that member's (the withdrawal's catch-up). Read through the
 * partial index `ledger_transfers_turnover_idx`, which holds only such transfers.
 */
export async function creditsAskingTurnover(
  db: DbOrTx,
  q: { from: Date; to: Date; memberId?: number },
): Promise<TurnoverCredit[]> {
  const member = q.memberId === undefined ? sql`` : sql`and c.member_id = ${q.memberId}`;
  const { rows } = await db.execute<Row>(sql`
    select t.id::text as id, t.site_id, c.member_id::text as member_id, t.currency, t.amount::text as amount,
           t.resolved_at, t.metadata->'turnover'->>'source' as source, t.metadata->'turnover'->>'ref' as ref,
           (t.metadata->'turnover'->>'multiple_bp')::int as multiple_bp
      from ledger_transfers t
      join ledger_accounts c on c.id = t.credit_account_id
     where t.metadata ? 'turnover' and t.status = 'posted'
       and t.resolved_at >= ${q.from.toISOString()} and t.resolved_at < ${q.to.toISOString()}
       and c.kind = 'member_main' ${member}
     order by t.resolved_at, t.id`);
  return rows.map((r) => ({
    transferId: BigInt(r.id),
    siteId: r.site_id,
    memberId: Number(r.member_id),
    currency: r.currency,
    amount: BigInt(r.amount),
    resolvedAt: new Date(r.resolved_at),
    source: r.source,
    ref: r.ref,
    multipleBp: r.multiple_bp,
  }));
}
