import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createDb, createPool } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { runMigrations, withStartupLock } from '../apps/server/src/db/migrate';
import * as schema from '../apps/server/src/db/schema';
import { runSeed } from '../apps/server/src/db/seed';
import { findMembers } from '../apps/server/src/modules/accounts/member';
import type { FeedBet } from '../apps/server/src/modules/games/providers';
import { cachedMemberLookup, lockProviderWrites, placeBets, storeBets } from '../apps/server/src/modules/wagering/bets/ingest';
const log = pino({ level: 'warn' });
async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prof-'));
  const pgc = await startEmbeddedPostgres({ dataDir, database: 'bench', log });
  const pool = createPool(pgc.adminUrl.replace(/\/postgres$/, '/bench'), log, 4);
  await withStartupLock(pool, async (c) => { await runMigrations(c); await runSeed(drizzle(c, { schema })); });
  const db = createDb(pool);
  const { rows } = await pool.query<{ id: string }>(`insert into members (site_id, account, password_hash, currency) select 1, 'b' || g, 'x', 'RMB' from generate_series(1, 10000) g returning id`);
  const members = rows.map((r) => Number(r.id));
  const lookup = cachedMemberLookup((ids) => findMembers(db, ids));
  const end = Date.now();
  const gen = (p: number) => Array.from({ length: 1000 }, (_, k): FeedBet => { const i = p * 1000 + k; const u = new Date(end - 1e9 + i * 1000); return { roundId: `r${i}`, version: 1, playerId: `1:${members[(i * 7919) % members.length]}`, currency: 'RMB', gameCode: 'koi-reels', hall: 2, stake: 100n, payout: 0n, validBet: 100n, status: 'settled', placedAt: u, settledAt: u, updatedAt: u }; });
  const t = { gen: 0, place: 0, store: 0, tx: 0 };
  const now = () => Number(process.hrtime.bigint()) / 1e6;
  for (let p = 0; p < 50; p++) {
    let a = now(); const page = gen(p); t.gen += now() - a;
    a = now(); const { placed } = await placeBets(page, lookup); t.place += now() - a;
    a = now();
    await db.transaction(async (tx) => { await lockProviderWrites(tx, 'GP'); const b = now(); await storeBets(tx, 'GP', placed); t.store += now() - b; if (p > 44) console.log('page', p, (now() - b).toFixed(1)); });
    t.tx += now() - a;
  }
  console.log(t);
  const page = gen(60); const { placed } = await placeBets(page, lookup);
  const c = await pool.connect();
  c.on('notice', (n) => console.log(n.message));
  await c.query("select 1; set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on; set auto_explain.log_buffers = on; set client_min_messages = log");
  await storeBets(drizzle(c), 'GP', placed);
  c.release();
  void sql;
  await pool.end(); await pgc.stop();
}
main();
