import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  zeroMoney,
  zeroProviderMoney,
  type BetDelta,
  type BetKey,
  type MoneyDelta,
  type ProviderMoneyDelta,
} from './effects';

interface MoneyKey {
  siteId: number;
  currency: string;
  day: string;
  memberId: number;
}
interface ProviderKey extends MoneyKey {
  provider: string;
}

function addInto<T extends object>(into: T, delta: Partial<T>) {
  const target = into as Record<string, bigint | number>;
  for (const [k, v] of Object.entries(delta) as [string, bigint | number][]) {
    target[k] = typeof v === 'bigint' ? (target[k] as bigint) + v : (target[k] as number) + v;
  }
}

/** Deltas gathered over one batch, written in one go by `flush` (in the batch's transaction). */
export function createRollupBatch() {
  const bets = new Map<string, { key: BetKey; delta: BetDelta }>();
  const money = new Map<string, { key: MoneyKey; delta: MoneyDelta }>();
  const providers = new Map<string, { key: ProviderKey; delta: ProviderMoneyDelta }>();
  return {
    bets,
    money,
    providers,
    addBet(key: BetKey, delta: BetDelta) {
      const id = JSON.stringify(key);
      const row = bets.get(id) ?? { key, delta: { rounds: 0, stake: 0n, payout: 0n, validBet: 0n } };
      addInto(row.delta, delta);
      bets.set(id, row);
    },
    addMoney(key: MoneyKey, delta: Partial<MoneyDelta>) {
      const id = JSON.stringify(key);
      const row = money.get(id) ?? { key, delta: zeroMoney() };
      addInto(row.delta, delta);
      money.set(id, row);
    },
    addProvider(key: ProviderKey, delta: Partial<ProviderMoneyDelta>) {
      const id = JSON.stringify(key);
      const row = providers.get(id) ?? { key, delta: zeroProviderMoney() };
      addInto(row.delta, delta);
      providers.set(id, row);
    },
  };
}
export type RollupBatch = ReturnType<typeof createRollupBatch>;

const CHUNK = 500;
function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}
const list = (parts: SQL[]) => sql.join(parts, sql`, `);

/** Adds the batch's deltas to the rollups, then drops rows that came to nothing. */
export async function flush(db: DbOrTx, batch: RollupBatch): Promise<void> {
  const touched = new Set<string>();
  for (const part of chunks([...batch.bets.values()])) {
    await db.execute(sql`
      insert into report_bet_daily as r (site_id, currency, day, hall, provider, member_id, rounds, stake, payout, valid_bet)
      values ${list(
        part.map(
          ({ key: k, delta: d }) =>
            sql`(${k.siteId}, ${k.currency}, ${k.day}::date, ${k.hall}, ${k.provider}, ${k.memberId}, ${d.rounds}, ${d.stake}, ${d.payout}, ${d.validBet})`,
        ),
      )}
      on conflict (site_id, currency, day, hall, provider, member_id) do update set
        rounds = r.rounds + excluded.rounds, stake = r.stake + excluded.stake,
        payout = r.payout + excluded.payout, valid_bet = r.valid_bet + excluded.valid_bet`);
    for (const { key } of part) touched.add(JSON.stringify([key.siteId, key.day]));
  }
  for (const part of chunks([...batch.money.values()])) {
    await db.execute(sql`
      insert into report_money_daily as r (site_id, currency, day, member_id, registered, deposit_count, deposits,
        first_deposit, first_deposit_amount, withdrawal_count, withdrawals, promotions, rebates, adjustments)
      values ${list(
        part.map(
          ({ key: k, delta: d }) =>
            sql`(${k.siteId}, ${k.currency}, ${k.day}::date, ${k.memberId}, ${d.registered}, ${d.depositCount}, ${d.deposits},
                 ${d.firstDeposit}, ${d.firstDepositAmount}, ${d.withdrawalCount}, ${d.withdrawals}, ${d.promotions},
                 ${d.rebates}, ${d.adjustments})`,
        ),
      )}
      on conflict (site_id, currency, day, member_id) do update set
        registered = r.registered + excluded.registered, deposit_count = r.deposit_count + excluded.deposit_count,
        deposits = r.deposits + excluded.deposits, first_deposit = r.first_deposit + excluded.first_deposit,
        first_deposit_amount = r.first_deposit_amount + excluded.first_deposit_amount,
        withdrawal_count = r.withdrawal_count + excluded.withdrawal_count,
        withdrawals = r.withdrawals + excluded.withdrawals, promotions = r.promotions + excluded.promotions,
        rebates = r.rebates + excluded.rebates, adjustments = r.adjustments + excluded.adjustments`);
    for (const { key } of part) touched.add(JSON.stringify([key.siteId, key.day]));
  }
  for (const part of chunks([...batch.providers.values()])) {
    await db.execute(sql`
      insert into report_provider_money_daily as r (site_id, currency, day, provider, member_id, transfers_in,
        transfers_out, game_results)
      values ${list(
        part.map(
          ({ key: k, delta: d }) =>
            sql`(${k.siteId}, ${k.currency}, ${k.day}::date, ${k.provider}, ${k.memberId}, ${d.transfersIn}, ${d.transfersOut}, ${d.gameResults})`,
        ),
      )}
      on conflict (site_id, currency, day, provider, member_id) do update set
        transfers_in = r.transfers_in + excluded.transfers_in, transfers_out = r.transfers_out + excluded.transfers_out,
        game_results = r.game_results + excluded.game_results`);
    for (const { key } of part) touched.add(JSON.stringify([key.siteId, key.day]));
  }
  for (const pair of touched) {
    const [siteId, day] = JSON.parse(pair) as [number, string];
    await dropEmptyRows(db, siteId, day);
  }
}

/** A row every figure of which is zero says nothing (a resettlement moved its round to another day). */
async function dropEmptyRows(db: DbOrTx, siteId: number, day: string) {
  await db.execute(sql`
    delete from report_bet_daily where site_id = ${siteId} and day = ${day}::date
       and rounds = 0 and stake = 0 and payout = 0 and valid_bet = 0`);
  await db.execute(sql`
    delete from report_money_daily where site_id = ${siteId} and day = ${day}::date
       and registered = 0 and deposit_count = 0 and deposits = 0 and first_deposit = 0
       and first_deposit_amount = 0 and withdrawal_count = 0 and withdrawals = 0 and promotions = 0
       and rebates = 0 and adjustments = 0`);
  await db.execute(sql`
    delete from report_provider_money_daily where site_id = ${siteId} and day = ${day}::date
       and transfers_in = 0 and transfers_out = 0 and game_results = 0`);
}

/** Empties one site-day of every rollup (before it is rebuilt from raw rows). */
export async function clearSiteDay(db: DbOrTx, siteId: number, day: string): Promise<void> {
  for (const table of ['report_bet_daily', 'report_money_daily', 'report_provider_money_daily']) {
    await db.execute(
      sql`delete from ${sql.identifier(table)} where site_id = ${siteId} and day = ${day}::date`,
    );
  }
}

export const CURSORS = { bets: 'bets', ledger: 'ledger', members: 'members' } as const;
export type CursorName = keyof typeof CURSORS;

/**
 * Locks a job's cursor row for the transaction (inserting it at 0 the first time) and answers its
 * position: two runs of one job queue here, and a rebuild takes all three.
 */
export async function lockCursor(db: DbOrTx, name: CursorName): Promise<bigint> {
  await db.execute(
    sql`insert into report_cursors (name, position) values (${name}, 0) on conflict do nothing`,
  );
  const { rows } = await db.execute<{ position: string }>(
    sql`select position::text as position from report_cursors where name = ${name} for update`,
  );
  return BigInt(rows[0]!.position);
}

export async function moveCursor(db: DbOrTx, name: CursorName, position: bigint): Promise<void> {
  await db.execute(sql`update report_cursors set position = ${position} where name = ${name}`);
}
