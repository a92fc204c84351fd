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

interface ActiveKey {
  siteId: number;
  currency: string;
  day: string;
  memberId: number;
}
const activeNow = (rounds: number, deposits: number) => rounds > 0 || deposits > 0;

/** Adds the batch's deltas to the rollups, then drops rows that came to nothing. */
export async function flush(db: DbOrTx, batch: RollupBatch): Promise<void> {
  const touched = new Set<string>();
  const touch = (k: { siteId: number; currency: string; day: string }) =>
    touched.add(JSON.stringify([k.siteId, k.currency, k.day]));
  // Keys in one order in every job, so two jobs writing the same rows queue instead of deadlocking.
  const sorted = <T extends { key: object }>(rows: Iterable<T>) =>
    [...rows]
      .map((r) => ({ r, id: JSON.stringify(r.key) }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map(({ r }) => r);
  const betRows = sorted(batch.bets.values());
  for (const part of chunks(betRows)) {
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
  }
  // A row's rounds never go below 0, so only a row whose rounds did not rise can have come to nothing.
  for (const part of chunks(betRows.filter((r) => r.delta.rounds <= 0))) {
    await db.execute(sql`
      delete from report_bet_daily where (site_id, currency, day, hall, provider, member_id) in (${list(
        part.map(
          ({ key: k }) =>
            sql`(${k.siteId}::int, ${k.currency}::text, ${k.day}::date, ${k.hall}::int, ${k.provider}::text, ${k.memberId}::bigint)`,
        ),
      )}) and rounds = 0 and stake = 0 and payout = 0 and valid_bet = 0`);
  }
  // The same deltas without the member.
  const sums = new Map<string, { key: Omit<BetKey, 'memberId'>; delta: BetDelta }>();
  const active = new Map<string, { key: ActiveKey; rounds: number; deposits: number }>();
  const activeRow = (key: ActiveKey) => {
    const id = JSON.stringify([key.siteId, key.currency, key.day, key.memberId]);
    const row = active.get(id) ?? { key, rounds: 0, deposits: 0 };
    active.set(id, row);
    return row;
  };
  for (const { key, delta } of betRows) {
    const { memberId, ...k } = key;
    const id = JSON.stringify([k.siteId, k.currency, k.day, k.hall, k.provider]);
    const row = sums.get(id) ?? { key: k, delta: { rounds: 0, stake: 0n, payout: 0n, validBet: 0n } };
    addInto(row.delta, delta);
    sums.set(id, row);
    if (delta.rounds !== 0)
      activeRow({ siteId: k.siteId, currency: k.currency, day: k.day, memberId }).rounds += delta.rounds;
  }
  for (const part of chunks(sorted(sums.values()))) {
    await db.execute(sql`
      insert into report_bet_day_sums as r (site_id, currency, day, hall, provider, rounds, stake, payout, valid_bet)
      values ${list(
        part.map(
          ({ key: k, delta: d }) =>
            sql`(${k.siteId}, ${k.currency}, ${k.day}::date, ${k.hall}, ${k.provider}, ${d.rounds}, ${d.stake}, ${d.payout}, ${d.validBet})`,
        ),
      )}
      on conflict (site_id, currency, day, hall, provider) do update set
        rounds = r.rounds + excluded.rounds, stake = r.stake + excluded.stake,
        payout = r.payout + excluded.payout, valid_bet = r.valid_bet + excluded.valid_bet`);
  }
  for (const part of chunks(sorted(sums.values()).filter((r) => r.delta.rounds <= 0))) {
    await db.execute(sql`
      delete from report_bet_day_sums where (site_id, currency, day, hall, provider) in (${list(
        part.map(
          ({ key: k }) =>
            sql`(${k.siteId}::int, ${k.currency}::text, ${k.day}::date, ${k.hall}::int, ${k.provider}::text)`,
        ),
      )}) and rounds = 0 and stake = 0 and payout = 0 and valid_bet = 0`);
  }
  const moneyRows = sorted(batch.money.values());
  for (const part of chunks(moneyRows)) {
    await db.execute(sql`
      insert into report_money_daily as r (site_id, currency, day, member_id, registered, deposit_count, deposits,
        first_deposit, first_deposit_amount, withdrawal_count, withdrawals, promotions, rebates, adjustments,
        commissions, agent_transfers_in, agent_transfers_out)
      values ${list(
        part.map(
          ({ key: k, delta: d }) =>
            sql`(${k.siteId}, ${k.currency}, ${k.day}::date, ${k.memberId}, ${d.registered}, ${d.depositCount}, ${d.deposits},
                 ${d.firstDeposit}, ${d.firstDepositAmount}, ${d.withdrawalCount}, ${d.withdrawals}, ${d.promotions},
                 ${d.rebates}, ${d.adjustments}, ${d.commissions}, ${d.agentTransfersIn}, ${d.agentTransfersOut})`,
        ),
      )}
      on conflict (site_id, currency, day, member_id) do update set
        registered = r.registered + excluded.registered, deposit_count = r.deposit_count + excluded.deposit_count,
        deposits = r.deposits + excluded.deposits, first_deposit = r.first_deposit + excluded.first_deposit,
        first_deposit_amount = r.first_deposit_amount + excluded.first_deposit_amount,
        withdrawal_count = r.withdrawal_count + excluded.withdrawal_count,
        withdrawals = r.withdrawals + excluded.withdrawals, promotions = r.promotions + excluded.promotions,
        rebates = r.rebates + excluded.rebates, adjustments = r.adjustments + excluded.adjustments,
        commissions = r.commissions + excluded.commissions,
        agent_transfers_in = r.agent_transfers_in + excluded.agent_transfers_in,
        agent_transfers_out = r.agent_transfers_out + excluded.agent_transfers_out`);
    for (const { key } of part) touch(key);
  }
  for (const { key, delta } of moneyRows) {
    if (delta.depositCount !== 0) activeRow(key).deposits += delta.depositCount;
  }
  for (const part of chunks(sorted(batch.providers.values()))) {
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
    for (const { key } of part) touch(key);
  }
  await addActivity(db, sorted([...active.values()].filter((a) => a.rounds !== 0 || a.deposits !== 0)));
  for (const triple of touched) {
    const [siteId, currency, day] = JSON.parse(triple) as [number, string, string];
    await dropEmptyRows(db, siteId, currency, day);
  }
}

/**
 * Adds rounds and deposits to the members' activity rows and, for each row that turned active or
 * stopped being active (its values before are its values after less what was added: the upsert
 * holds the row's lock), moves the day's count by one and sets or clears the member's bit of that
 * day in the month.
 */
async function addActivity(db: DbOrTx, rows: { key: ActiveKey; rounds: number; deposits: number }[]) {
  const days = new Map<string, { key: Omit<ActiveKey, 'memberId'>; by: number }>();
  const bits: { key: ActiveKey; on: boolean }[] = [];
  const empty: ActiveKey[] = [];
  for (const part of chunks(rows)) {
    const { rows: after } = await db.execute<{
      site_id: number;
      currency: string;
      day: string;
      member_id: string;
      rounds: number;
      deposits: number;
    }>(sql`
      insert into report_active_members as r (site_id, currency, day, member_id, rounds, deposits)
      values ${list(
        part.map(
          ({ key: k, rounds, deposits }) =>
            sql`(${k.siteId}, ${k.currency}, ${k.day}::date, ${k.memberId}, ${rounds}, ${deposits})`,
        ),
      )}
      on conflict (site_id, currency, day, member_id) do update set
        rounds = r.rounds + excluded.rounds, deposits = r.deposits + excluded.deposits
      returning site_id, currency, to_char(day, 'YYYY-MM-DD') as day, member_id::text as member_id, rounds, deposits`);
    const added = new Map(
      part.map((a) => [JSON.stringify([a.key.siteId, a.key.currency, a.key.day, a.key.memberId]), a]),
    );
    for (const r of after) {
      const a = added.get(JSON.stringify([r.site_id, r.currency, r.day, Number(r.member_id)]))!;
      if (r.rounds === 0 && r.deposits === 0) empty.push(a.key);
      const was = activeNow(r.rounds - a.rounds, r.deposits - a.deposits);
      const is = activeNow(r.rounds, r.deposits);
      if (was === is) continue;
      const { memberId, ...dayKey } = a.key;
      const id = JSON.stringify([dayKey.siteId, dayKey.currency, dayKey.day]);
      const d = days.get(id) ?? { key: dayKey, by: 0 };
      d.by += is ? 1 : -1;
      days.set(id, d);
      bits.push({ key: { ...dayKey, memberId }, on: is });
    }
  }
  const dayRows = [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, d]) => d)
    .filter((d) => d.by !== 0);
  for (const part of chunks(dayRows)) {
    await db.execute(sql`
      insert into report_active_days as r (site_id, currency, day, members)
      values ${list(part.map(({ key: k, by }) => sql`(${k.siteId}, ${k.currency}, ${k.day}::date, ${by})`))}
      on conflict (site_id, currency, day) do update set members = r.members + excluded.members`);
  }
  // Rows that came to nothing (this transaction holds their locks already).
  for (const part of chunks(empty)) {
    await db.execute(sql`
      delete from report_active_members where (site_id, currency, day, member_id) in (${list(
        part.map((k) => sql`(${k.siteId}::int, ${k.currency}::text, ${k.day}::date, ${k.memberId}::bigint)`),
      )}) and rounds = 0 and deposits = 0`);
  }
  for (const part of chunks(dayRows.filter((d) => d.by < 0))) {
    await db.execute(sql`
      delete from report_active_days where (site_id, currency, day) in (${list(
        part.map(({ key: k }) => sql`(${k.siteId}::int, ${k.currency}::text, ${k.day}::date)`),
      )}) and members = 0`);
  }
  // One statement in key order for the set and the cleared bits, so two jobs queue on month rows as
  // on the others. A member's row takes its set bits in the low 31 bits of the value and its cleared
  // bits shifted up by 32; a new row has none to clear (a day turns inactive only after it was
  // active, which set its bit), so what it stores is just its set bits.
  const monthOrder = (b: { key: ActiveKey }) =>
    JSON.stringify([b.key.siteId, b.key.currency, b.key.day.slice(0, 7), b.key.memberId, b.key.day]);
  bits.sort((a, b) => (monthOrder(a) < monthOrder(b) ? -1 : monthOrder(a) > monthOrder(b) ? 1 : 0));
  for (const part of chunks(bits)) {
    await db.execute(sql`
      insert into report_active_months as r (site_id, currency, month, member_id, days)
      select v.site_id, v.currency, date_trunc('month', v.day)::date, v.member_id,
             coalesce(bit_or(1::bigint << (extract(day from v.day)::int - 1)) filter (where v.is_on), 0)
             | (coalesce(bit_or(1::bigint << (extract(day from v.day)::int - 1)) filter (where not v.is_on), 0) << 32)
        from (values ${list(
          part.map(
            ({ key: k, on }) =>
              sql`(${k.siteId}::int, ${k.currency}::text, ${k.day}::date, ${k.memberId}::bigint, ${on}::boolean)`,
          ),
        )}) v (site_id, currency, day, member_id, is_on)
       group by 1, 2, 3, 4
       order by 1, 2, 3, 4
      on conflict (site_id, currency, month, member_id) do update
        set days = (r.days & ~(excluded.days >> 32)) | (excluded.days & 2147483647)`);
  }
}

/**
 * A money row every figure of which is zero says nothing (a reversal on the day of its original).
 * Filters by the primary keys' leading columns (site, currency, day) so each delete reads one day.
 * (Bet and activity rows are dropped by key in `flush`.)
 */
async function dropEmptyRows(db: DbOrTx, siteId: number, currency: string, day: string) {
  const where = sql`site_id = ${siteId} and currency = ${currency} and day = ${day}::date`;
  await db.execute(sql`
    delete from report_money_daily where ${where}
       and registered = 0 and deposit_count = 0 and deposits = 0 and first_deposit = 0
       and first_deposit_amount = 0 and withdrawal_count = 0 and withdrawals = 0 and promotions = 0
       and rebates = 0 and adjustments = 0 and commissions = 0 and agent_transfers_in = 0
       and agent_transfers_out = 0`);
  await db.execute(sql`
    delete from report_provider_money_daily where ${where}
       and transfers_in = 0 and transfers_out = 0 and game_results = 0`);
}

/** Empties one site-day of every rollup (before it is rebuilt from raw rows). */
export async function clearSiteDay(db: DbOrTx, siteId: number, day: string): Promise<void> {
  for (const table of [
    'report_bet_daily',
    'report_bet_day_sums',
    'report_money_daily',
    'report_provider_money_daily',
    'report_active_members',
    'report_active_days',
  ]) {
    await db.execute(
      sql`delete from ${sql.identifier(table)} where site_id = ${siteId} and day = ${day}::date`,
    );
  }
  await db.execute(sql`
    update report_active_months set days = days & ~(1::bigint << (extract(day from ${day}::date)::int - 1))
     where site_id = ${siteId} and month = date_trunc('month', ${day}::date)::date
       and days & (1::bigint << (extract(day from ${day}::date)::int - 1)) <> 0`);
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
