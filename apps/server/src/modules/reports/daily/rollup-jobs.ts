import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { membersRegisteredAfter } from '../../accounts/member';
import {
  movementsByIds,
  postedTransfersBetween,
  transfersAfter,
  type LedgerMovement,
} from '../../money/ledger';
import { dayRangeInZone } from '../../money/wallet';
import { findSite } from '../../sites/site';
import { betChangesAfter, countedRoundsAsOf } from '../../wagering/bets';
import { betDeltas, dayIn, moneyEffects } from './effects';
import { ReportErrors } from './errors';
import { clearSiteDay, createRollupBatch, flush, lockCursor, moveCursor, type RollupBatch } from './rollups';

const BATCH = 2000;
/** Batches one job run works through before it lets the next run go on. */
const BATCHES_PER_RUN = 50;

/**
 * The jobs that keep the daily rollups. Each keeps its own cursor in `report_cursors`; a batch reads
 * past it, adds its deltas and moves it in one transaction, so a run killed at any point leaves
 * either the whole batch or nothing, and a run again (or two at once: they queue on the cursor row)
 * counts every row once.
 */
export function createRollupJobs(deps: { db: Db; clock: Clock; lagMs?: number }) {
  const { db, clock } = deps;
  // A row's id is taken when its transaction inserts it, but the transaction may commit after a
  // higher id has been read: the jobs only pass transfers and bet versions this old (by their
  // transaction's start), so a slow commit is still ahead of the cursor when it lands.
  const lagMs = deps.lagMs ?? 30_000;
  const horizon = () => clock.now().getTime() - lagMs;
  const zones = new Map<number, string>();

  async function zoneOf(d: DbOrTx, siteId: number): Promise<string> {
    const known = zones.get(siteId);
    if (known) return known;
    const site = await findSite(d, siteId);
    if (!site) throw new Error(`site ${siteId} not found`);
    zones.set(siteId, site.timeZone);
    return site.timeZone;
  }

  async function bets(tx: DbOrTx): Promise<number> {
    const cursor = await lockCursor(tx, 'bets');
    const read = await betChangesAfter(tx, cursor, BATCH);
    const young = read.findIndex((c) => c.receivedAt.getTime() > horizon());
    const changes = young === -1 ? read : read.slice(0, young);
    if (changes.length === 0) return 0;
    const batch = createRollupBatch();
    for (const change of changes) {
      for (const { key, delta } of betDeltas(change, await zoneOf(tx, change.siteId)))
        batch.addBet(key, delta);
    }
    await flush(tx, batch);
    await moveCursor(tx, 'bets', changes[changes.length - 1]!.id);
    return changes.length;
  }

  /** Adds a posted transfer; its deposit is flagged first when it is the member's first one seen. */
  async function applyMovement(
    tx: DbOrTx,
    batch: RollupBatch,
    m: LedgerMovement,
    first: (m: LedgerMovement, memberId: number) => Promise<boolean>,
  ) {
    const day = dayIn(m.resolvedAt!, await zoneOf(tx, m.siteId));
    for (const e of moneyEffects(m)) {
      const key = { siteId: m.siteId, currency: m.currency, day, memberId: e.memberId };
      if (e.table === 'provider') {
        batch.addProvider({ ...key, provider: e.provider }, e.delta);
        continue;
      }
      batch.addMoney(key, e.delta);
      if (e.depositId !== undefined && (await first(m, e.memberId))) {
        batch.addMoney(key, { firstDeposit: 1, firstDepositAmount: m.amount });
      }
    }
  }

  const claimFirstDeposit = async (tx: DbOrTx, m: LedgerMovement, memberId: number) => {
    const { rows } = await tx.execute(sql`
      insert into report_first_deposits (member_id, transfer_id) values (${memberId}, ${m.id})
      on conflict do nothing returning member_id`);
    return rows.length > 0;
  };

  async function ledger(tx: DbOrTx): Promise<number> {
    const cursor = await lockCursor(tx, 'ledger');
    const batch = createRollupBatch();
    const first = (m: LedgerMovement, memberId: number) => claimFirstDeposit(tx, m, memberId);
    const watched = await tx.execute<{ id: string }>(
      sql`select transfer_id::text as id from report_watched_transfers`,
    );
    let work = 0;
    for (const m of await movementsByIds(
      tx,
      watched.rows.map((r) => BigInt(r.id)),
    )) {
      if (m.status === 'pending') continue;
      if (m.status === 'posted') await applyMovement(tx, batch, m, first);
      await tx.execute(sql`delete from report_watched_transfers where transfer_id = ${m.id}`);
      work += 1;
    }
    const oldest = horizon();
    let last = cursor;
    let read = 0;
    for (const m of await transfersAfter(tx, cursor, BATCH)) {
      // Stop at the first transfer too young to pass: the cursor never passes an id still settling.
      if (m.createdAt.getTime() > oldest) break;
      if (m.status === 'posted') await applyMovement(tx, batch, m, first);
      if (m.status === 'pending') {
        await tx.execute(
          sql`insert into report_watched_transfers (transfer_id) values (${m.id}) on conflict do nothing`,
        );
      }
      last = m.id;
      read += 1;
    }
    await flush(tx, batch);
    if (last !== cursor) await moveCursor(tx, 'ledger', last);
    return work + read;
  }

  async function members(tx: DbOrTx): Promise<number> {
    const cursor = await lockCursor(tx, 'members');
    const rows = await membersRegisteredAfter(tx, Number(cursor), BATCH);
    if (rows.length === 0) return 0;
    const batch = createRollupBatch();
    for (const m of rows) {
      const day = dayIn(m.createdAt, await zoneOf(tx, m.siteId));
      batch.addMoney({ siteId: m.siteId, currency: m.currency, day, memberId: m.id }, { registered: 1 });
    }
    await flush(tx, batch);
    await moveCursor(tx, 'members', BigInt(rows[rows.length - 1]!.id));
    return rows.length;
  }

  /** Runs batches of one job until nothing is left (or the run's share is done). */
  async function drain(step: (tx: DbOrTx) => Promise<number>): Promise<number> {
    let total = 0;
    for (let i = 0; i < BATCHES_PER_RUN; i += 1) {
      const n = await db.transaction(step);
      total += n;
      if (n === 0) break;
    }
    return total;
  }

  return {
    runBets: () => drain(bets),
    runLedger: () => drain(ledger),
    runMembers: () => drain(members),
    /** One batch of a job in a caller's transaction (tests roll it back to stand in for a kill). */
    batch: { bets, ledger, members },

    /**
     * Recomputes one site-day of every rollup from raw rows and replaces it, in one transaction
     * holding all three cursors: the raw rows read are exactly those the cursors have passed (bet
     * versions up to the bets cursor, posted transfers up to the ledger cursor and not still
     * watched, members up to the members cursor), so later incremental runs neither miss nor
     * repeat anything of that day.
     */
    async rebuildDay(
      siteId: number,
      day: string,
      /** Written in the rebuild's transaction (the staff audit row). */
      record?: (tx: DbOrTx, result: RebuildResult) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const betsAt = await lockCursor(tx, 'bets');
        const ledgerAt = await lockCursor(tx, 'ledger');
        const membersAt = await lockCursor(tx, 'members');
        const site = await findSite(tx, siteId);
        if (!site) throw new AppError(ReportErrors.siteNotFound);
        const zone = site.timeZone;
        const { from, to } = await dayRangeInZone(tx, day, day, zone);
        await clearSiteDay(tx, siteId, day);
        const batch = createRollupBatch();
        for (const r of await countedRoundsAsOf(tx, { siteId, from, to, upToVersionId: betsAt })) {
          batch.addBet(
            { siteId, currency: r.currency, day, hall: r.hall, provider: r.provider, memberId: r.memberId },
            { rounds: r.rounds, stake: r.stake, payout: r.payout, validBet: r.validBet },
          );
        }
        const watched = await tx.execute<{ id: string }>(
          sql`select transfer_id::text as id from report_watched_transfers`,
        );
        const transfers = await postedTransfersBetween(tx, {
          siteId,
          from,
          to,
          upToId: ledgerAt,
          exceptIds: watched.rows.map((r) => BigInt(r.id)),
        });
        const firsts = await tx.execute<{ id: string }>(sql`
          select transfer_id::text as id from report_first_deposits
           where transfer_id in (${sql.join(
             [0n, ...transfers.filter((t) => t.kind === 'deposit').map((t) => t.id)].map((id) => sql`${id}`),
             sql`, `,
           )})`);
        const firstIds = new Set(firsts.rows.map((r) => r.id));
        for (const m of transfers) {
          await applyMovement(tx, batch, m, async (t) => firstIds.has(t.id.toString()));
        }
        const registered = await membersRegisteredAfter(tx, 0, 1_000_000, {
          siteId,
          from,
          to,
          upToId: Number(membersAt),
        });
        for (const m of registered) {
          batch.addMoney({ siteId, currency: m.currency, day, memberId: m.id }, { registered: 1 });
        }
        await flush(tx, batch);
        const result: RebuildResult = {
          site_id: siteId,
          day,
          bet_rows: batch.bets.size,
          money_rows: batch.money.size,
          provider_rows: batch.providers.size,
        };
        await record?.(tx, result);
        return result;
      });
    },
  };
}
export interface RebuildResult {
  site_id: number;
  day: string;
  bet_rows: number;
  money_rows: number;
  provider_rows: number;
}
export type RollupJobs = ReturnType<typeof createRollupJobs>;
