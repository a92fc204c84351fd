import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { COUNTED_STATUSES } from './reads';

/** Counted rounds of one member at one provider and hall, as rolled up for one day. */
export interface CountedRoundTotals {
  currency: string;
  provider: string;
  hall: number;
  memberId: number;
  rounds: number;
  stake: bigint;
  payout: bigint;
  validBet: bigint;
}

/**
 * The counted rounds of one site settled in [from, to) as the versions up to id `upToVersionId`
 * describe them: each round by its latest version at or below that id. A consumer whose cursor over
 * `betChangesAfter` stands at `upToVersionId` has seen exactly these, so a rollup it rebuilds from
 * them agrees with what its incremental updates would give.
 */
export async function countedRoundsAsOf(
  db: DbOrTx,
  q: { siteId: number; from: Date; to: Date; upToVersionId: bigint },
): Promise<CountedRoundTotals[]> {
  const { rows } = await db.execute<{
    currency: string;
    provider: string;
    hall: number;
    member_id: string;
    rounds: number;
    stake: string;
    payout: string;
    valid_bet: string;
  }>(sql`
    with touched as (
      select distinct provider, round_id from bet_versions
       where site_id = ${q.siteId} and id <= ${q.upToVersionId}
         and settled_at >= ${q.from.toISOString()} and settled_at < ${q.to.toISOString()}
    ), latest as (
      select distinct on (v.provider, v.round_id) v.*
        from bet_versions v join touched t on t.provider = v.provider and t.round_id = v.round_id
       where v.id <= ${q.upToVersionId}
       order by v.provider, v.round_id, v.version desc
    )
    select currency, provider, hall, member_id::text as member_id, count(*)::int as rounds,
           sum(stake)::text as stake, sum(payout)::text as payout, sum(valid_bet)::text as valid_bet
      from latest
     where status in (${sql.join(
       COUNTED_STATUSES.map((s) => sql`${s}`),
       sql`, `,
     )})
       and settled_at >= ${q.from.toISOString()} and settled_at < ${q.to.toISOString()}
     group by currency, provider, hall, member_id`);
  return rows.map((r) => ({
    currency: r.currency,
    provider: r.provider,
    hall: r.hall,
    memberId: Number(r.member_id),
    rounds: Number(r.rounds),
    stake: BigInt(r.stake),
    payout: BigInt(r.payout),
    validBet: BigInt(r.valid_bet),
  }));
}
