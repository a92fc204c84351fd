import {
  AdminAuditList,
  AdminBetFeedGapList,
  AdminBetFeedGapResolve,
  AdminBetFeedList,
  AdminBetFeedRepull,
} from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { fieldErrors } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { ManualClock } from '../../../test/manual-clock';
import { staffMember, type Staff } from '../../../test/staff-token';
import { findMembers } from '../../accounts/member';
import type { FeedBet, ProviderAdapter } from '../../games/providers';
import { createBetFeedPuller, type BetFeedPullOptions } from './feed-pull';
import { cachedMemberLookup } from './ingest';

const MIN = 60_000;
const clock = new ManualClock(Date.now());
let t: TestApp;
let finance: Staff;
let support: Staff;
let memberA: number;
let memberB: number;
let usdMember: number;
let gpSeq = 0;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  finance = await staffMember(t, 'feed-finance', 'finance', clock);
  support = await staffMember(t, 'feed-support', 'support', clock);
  const { rows } = await t.pool.query<{ id: string }>(
    `insert into members (site_id, account, password_hash, currency)
     values (1, 'feeda', 'x', 'RMB'), (1, 'feedb', 'x', 'RMB'), (1, 'feedusd', 'x', 'USD') returning id`,
  );
  [memberA, memberB, usdMember] = rows.map((r) => Number(r.id)) as [number, number, number];
});
afterAll(() => t.close());

/**
 * A provider's bet feed over an in-memory list, as the protocol reads it: rows whose update time is in
 * [from, to), ordered by update time, paged by an offset cursor. `failWhen` makes a call fail or throw.
 */
function fakeFeed(gpId: string, rows: FeedBet[]) {
  const state = {
    calls: 0,
    failWhen: null as null | ((call: number) => 'fail' | 'throw' | null),
  };
  const unused = async () => ({ kind: 'failed' as const, reason: 'not in this test' });
  const adapter: ProviderAdapter = {
    gpId,
    lateArrivalMs: 0,
    createPlayer: unused,
    balance: unused,
    transfer: unused,
    launch: unused,
    endSession: unused,
    queryTransfer: unused,
    async betFeed({ from, to, cursor, limit }) {
      state.calls += 1;
      const failure = state.failWhen?.(state.calls);
      if (failure === 'throw') throw new Error('connection reset by the provider');
      if (failure === 'fail') return { kind: 'unknown', error: 'HTTP 502 from the provider' };
      const inWindow = rows
        .filter((r) => r.updatedAt >= from && r.updatedAt < to)
        .sort(
          (a, b) =>
            a.updatedAt.getTime() - b.updatedAt.getTime() ||
            a.roundId.localeCompare(b.roundId) ||
            a.version - b.version,
        );
      const offset = cursor === null ? 0 : Number(cursor);
      const next = offset + limit;
      return {
        kind: 'ok',
        value: {
          bets: inWindow.slice(offset, next),
          nextCursor: next < inWindow.length ? String(next) : null,
        },
      };
    },
  };
  return { adapter, rows, state };
}

function bet(round: string, version: number, updatedAt: Date, over: Partial<FeedBet> = {}): FeedBet {
  return {
    roundId: round,
    version,
    playerId: `1:${memberA}`,
    currency: 'RMB',
    gameCode: 'koi-reels',
    hall: 2,
    stake: 1000n,
    payout: version > 1 ? 2500n : 0n,
    validBet: 1000n,
    status: version > 1 ? 'resettled' : 'settled',
    placedAt: new Date(updatedAt.getTime() - MIN),
    settledAt: updatedAt,
    updatedAt,
    ...over,
  };
}

/** A provider of its own per test (gp ids keep the tests' rows apart), pulled by `nodes` pullers. */
function provider(rows: FeedBet[], options: Partial<BetFeedPullOptions> = {}, nodes = 1) {
  const gp = `GPFEED${++gpSeq}`;
  const feed = fakeFeed(gp, rows);
  const providers = new Map([[gp, feed.adapter]]);
  const pullers = Array.from({ length: nodes }, () =>
    createBetFeedPuller({
      db: t.db,
      clock,
      providers,
      activeProviders: async () => [gp],
      members: cachedMemberLookup((ids) => findMembers(t.db, ids)),
      options: { pageSize: 3, firstFrom: new Date(clock.now().getTime() - 24 * 60 * MIN), ...options },
    }),
  );
  return { gp, feed, pull: () => pullers[0]!.pullProvider(gp), pullers };
}

const stored = async (gp: string) => ({
  bets: (
    await t.db.execute<{ round_id: string; version: number; member_id: string; payout: string }>(
      sql`select round_id, version, member_id, payout::text from bets where provider = ${gp} order by round_id`,
    )
  ).rows,
  versions: (
    await t.db.execute<{ id: string; round_id: string; version: number }>(
      sql`select id::text, round_id, version from bet_versions where provider = ${gp} order by id`,
    )
  ).rows,
});
const cursorOf = async (gp: string) =>
  (
    await t.db.execute<{
      watermark: Date | null;
      window_from: Date | null;
      page_cursor: string | null;
      last_error: string | null;
      failures: number;
      rows_read: string;
    }>(sql`select * from bet_feed_cursors where provider = ${gp}`)
  ).rows[0]!;

/** Rounds r0..r(n-1), each at its own minute before now less the settle delay. */
const rounds = (n: number, prefix = 'r') =>
  Array.from({ length: n }, (_, i) =>
    bet(`${prefix}${i}`, 1, new Date(clock.now().getTime() - (30 - i) * MIN)),
  );

describe('the bet feed pull', () => {
  it('reads every page of the window, stores each round once and moves the watermark to the window end', async () => {
    const p = provider(rounds(10));
    const result = await p.pull();
    expect(result).toMatchObject({ pages: 4, rows: 10, versions: 10, gaps: 0 });
    expect((await stored(p.gp)).bets).toHaveLength(10);
    const cur = await cursorOf(p.gp);
    expect(new Date(cur.watermark!).getTime()).toBe(clock.now().getTime() - 60_000);
    expect(cur).toMatchObject({ window_from: null, page_cursor: null, failures: 0, rows_read: '10' });
  });

  it('a page fetched twice changes nothing: the same rows, no new versions', async () => {
    const p = provider([...rounds(7), bet('r3', 2, new Date(clock.now().getTime() - 5 * MIN))]);
    await p.pull();
    const before = await stored(p.gp);
    // Back to the window's second page, as if the run had written it without keeping its cursor.
    const [w] = (
      await t.db.execute<{ watermark: Date }>(
        sql`select watermark from bet_feed_cursors where provider = ${p.gp}`,
      )
    ).rows;
    await t.db
      .execute(sql`update bet_feed_cursors set window_from = ${new Date(clock.now().getTime() - 24 * 60 * MIN).toISOString()}::timestamptz,
      window_to = ${new Date(w!.watermark).toISOString()}::timestamptz, page_cursor = '3' where provider = ${p.gp}`);
    const again = await p.pull();
    expect(again).toMatchObject({ pages: 2, rows: 5, versions: 0 });
    expect(await stored(p.gp)).toEqual(before);
  });

  it('two nodes pulling at once store each (provider, round, version) once and keep the highest version', async () => {
    const now = clock.now().getTime();
    const rows = [
      ...rounds(12),
      bet('r2', 2, new Date(now - 10 * MIN)),
      bet('r2', 3, new Date(now - 8 * MIN)),
      bet('r5', 2, new Date(now - 7 * MIN)),
    ];
    const p = provider(rows, {}, 2);
    await Promise.all(p.pullers.map((n) => n.pullProvider(p.gp)));
    // Whichever node stopped because the other moved the cursor, a later run finds the window read.
    await p.pull();
    const { bets, versions } = await stored(p.gp);
    expect(bets).toHaveLength(12);
    expect(bets.find((b) => b.round_id === 'r2')!.version).toBe(3);
    expect(bets.find((b) => b.round_id === 'r5')!.version).toBe(2);
    const keys = versions.map((v) => `${v.round_id}:${v.version}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(15);
    // A round's versions rise in arrival order.
    const r2 = versions.filter((v) => v.round_id === 'r2').map((v) => v.version);
    expect(r2).toEqual([1, 2, 3]);
  });

  it('a run stopped mid-window resumes at the page it had not finished: complete, no duplicates', async () => {
    const p = provider(rounds(11));
    p.feed.state.failWhen = (call) => (call === 3 ? 'throw' : null);
    const first = await p.pull();
    expect(first).toMatchObject({ pages: 2, rows: 6, stopped: 'connection reset by the provider' });
    const mid = await cursorOf(p.gp);
    expect(mid.watermark).toBeNull();
    expect(mid.page_cursor).toBe('6');
    p.feed.state.failWhen = null;
    const second = await p.pull();
    expect(second).toMatchObject({ pages: 2, rows: 5, versions: 5 });
    const { bets, versions } = await stored(p.gp);
    expect(bets).toHaveLength(11);
    expect(versions).toHaveLength(11);
  });

  it('a round settled late (update time behind the watermark, within the overlap) is still caught', async () => {
    const p = provider(rounds(3, 'early'), { overlapMs: 10 * MIN });
    await p.pull();
    const watermark = new Date((await cursorOf(p.gp)).watermark!).getTime();
    clock.advance(5 * MIN);
    p.feed.rows.push(bet('late', 1, new Date(watermark - 4 * MIN)));
    p.feed.rows.push(bet('too-late', 1, new Date(watermark - 30 * MIN)));
    await p.pull();
    const names = (await stored(p.gp)).bets.map((b) => b.round_id);
    expect(names).toContain('late');
    // Older than the overlap: only a re-pull of its range reads it.
    expect(names).not.toContain('too-late');
  });

  it('an older version arriving after a newer one changes nothing', async () => {
    const now = clock.now().getTime();
    const p = provider([bet('x1', 2, new Date(now - 20 * MIN))]);
    await p.pull();
    const before = await stored(p.gp);
    clock.advance(MIN);
    p.feed.rows.push(bet('x1', 1, new Date(now - 2 * MIN)));
    expect(await p.pull()).toMatchObject({ rows: 1, versions: 0 });
    expect(await stored(p.gp)).toEqual(before);
    expect(before.bets).toEqual([expect.objectContaining({ round_id: 'x1', version: 2, payout: '2500' })]);
    expect(before.versions.map((v) => v.version)).toEqual([2]);
  });

  it('a row it cannot place is kept as a gap, never skipped: unknown player, currency, malformed', async () => {
    const now = clock.now().getTime();
    const at = (m: number) => new Date(now - m * MIN);
    const p = provider([
      bet('ok1', 1, at(9), { playerId: `1:${memberB}` }),
      bet('ghost', 1, at(8), { playerId: '1:999999999' }),
      bet('wrongsite', 1, at(7), { playerId: `2:${memberA}` }),
      bet('notours', 1, at(6), { playerId: 'player-7' }),
      bet('usd', 1, at(5), { playerId: `1:${usdMember}` }),
      bet('bad', 1, at(4), { validBet: 5000n }),
    ]);
    const result = await p.pull();
    expect(result).toMatchObject({ rows: 6, versions: 1, gaps: 5 });
    expect((await stored(p.gp)).bets.map((b) => b.round_id)).toEqual(['ok1']);
    const gaps = await finance.call(AdminBetFeedGapList, { gp_id: p.gp });
    expect(gaps.total).toBe(5);
    const byRound = Object.fromEntries(gaps.list.map((g) => [g.round_id, g.reason]));
    expect(byRound).toEqual({
      ghost: 'unknown_player',
      wrongsite: 'unknown_player',
      notours: 'unknown_player',
      usd: 'currency_mismatch',
      bad: 'malformed',
    });
    // Read again (the overlap), the gap is counted, not doubled.
    clock.advance(MIN);
    await p.pull();
    const again = await finance.call(AdminBetFeedGapList, { gp_id: p.gp });
    expect(again.total).toBe(5);
    expect(again.list.find((g) => g.round_id === 'ghost')!.times_seen).toBe(2);
  });

  it('a provider failing keeps its watermark, records the last error and the lag grows', async () => {
    const p = provider(rounds(2));
    await p.pull();
    const before = await cursorOf(p.gp);
    p.feed.state.failWhen = () => 'fail';
    clock.advance(5 * MIN);
    expect(await p.pull()).toMatchObject({ pages: 0, stopped: 'HTTP 502 from the provider' });
    clock.advance(5 * MIN);
    await p.pull();
    const after = await cursorOf(p.gp);
    expect(after.watermark).toEqual(before.watermark);
    expect(after).toMatchObject({ last_error: 'HTTP 502 from the provider', failures: 2 });
    const lag = (clock.now().getTime() - new Date(after.watermark!).getTime()) / 1000;
    expect(lag).toBeGreaterThanOrEqual(11 * 60);
  });
});

describe('the bet feed desk', () => {
  const GP = 'GPHOUSE';
  function houseFeed(rows: FeedBet[]) {
    const feed = fakeFeed(GP, rows);
    const real = t.app.providers.get(GP);
    t.app.providers.set(GP, feed.adapter);
    onTestFinished(() => {
      if (real) t.app.providers.set(GP, real);
      else t.app.providers.delete(GP);
    });
    return feed;
  }
  const runJob = () => t.app.recurringJobs.find((j) => j.name === 'bet-feed-pull')!.run();

  it('lists each provider with its lag and last error, and re-pulls a range staff name (audited)', async () => {
    const now = clock.now().getTime();
    const feed = houseFeed([bet('h1', 1, new Date(now - 5 * MIN))]);
    await runJob();
    const listed = (await finance.call(AdminBetFeedList, {})).list.find((f) => f.gp_id === GP)!;
    expect(listed).toMatchObject({ reachable: true, rows_read: 1, last_error: null, open_gaps: 0 });
    expect(listed.lag_seconds).toBe(60);

    // A round the provider corrected long after: behind the overlap, so only a re-pull reads it.
    const oldAt = new Date(now - 3 * 60 * MIN);
    feed.rows.push(bet('h-old', 1, oldAt));
    clock.advance(MIN);
    await runJob();
    expect((await stored(GP)).bets.map((b) => b.round_id)).not.toContain('h-old');
    const repull = await finance.call(AdminBetFeedRepull, {
      gp_id: GP,
      from: new Date(now - 4 * 60 * MIN).toISOString(),
      to: new Date(now - 2 * 60 * MIN).toISOString(),
      reason: 'provider corrected rounds of the afternoon',
    });
    expect(repull).toMatchObject({ status: 'queued', gp_id: GP });
    await runJob();
    await runJob();
    expect((await stored(GP)).bets.map((b) => b.round_id)).toContain('h-old');
    const after = (await finance.call(AdminBetFeedList, {})).list.find((f) => f.gp_id === GP)!;
    expect(after.repulls[0]).toMatchObject({ id: repull.id, status: 'done', rows_read: 1 });
    const audit = await finance.send(AdminAuditList, { action: 'bet_feed_repull' });
    expect(audit.statusCode).toBe(403);
    const admin = await staffMember(t, 'feed-admin', 'admin', clock);
    const log = await admin.call(AdminAuditList, { action: 'bet_feed_repull' });
    expect(log.list[0]).toMatchObject({ target: `provider:${GP}` });

    feed.state.failWhen = () => 'fail';
    clock.advance(2 * MIN);
    await runJob();
    const failing = (await finance.call(AdminBetFeedList, {})).list.find((f) => f.gp_id === GP)!;
    expect(failing).toMatchObject({ last_error: 'HTTP 502 from the provider', failures: 1 });
    expect(failing.lag_seconds).toBe(3 * 60);
  });

  it('resolves a gap with a note once (audited); bad input is a 400 naming the field', async () => {
    houseFeed([bet('h-ghost', 1, new Date(clock.now().getTime() - 2 * MIN), { playerId: '1:888888888' })]);
    clock.advance(MIN);
    await runJob();
    const gap = (await finance.call(AdminBetFeedGapList, { gp_id: GP })).list.find(
      (g) => g.round_id === 'h-ghost',
    )!;
    const resolved = await finance.call(AdminBetFeedGapResolve, {
      id: gap.id,
      note: 'test round of the provider',
    });
    expect(resolved).toMatchObject({ resolution_note: 'test round of the provider' });
    expect(resolved.resolved_at).not.toBeNull();
    expect((await finance.send(AdminBetFeedGapResolve, { id: gap.id, note: 'again' })).statusCode).toBe(409);
    expect((await finance.send(AdminBetFeedGapResolve, { id: 99_999_999, note: 'x' })).statusCode).toBe(404);
    expect((await finance.call(AdminBetFeedGapList, { gp_id: GP, status: 'resolved' })).total).toBe(1);

    const backwards = await finance.send(AdminBetFeedRepull, {
      gp_id: GP,
      from: new Date(clock.now().getTime() - MIN).toISOString(),
      to: new Date(clock.now().getTime() - 2 * MIN).toISOString(),
      reason: 'x',
    });
    expect(backwards.statusCode).toBe(400);
    expect(fieldErrors(backwards)[0]!.field).toBe('to');
    const garbled = await finance.send(AdminBetFeedRepull, {
      gp_id: GP,
      from: 'yesterday',
      to: 'now',
      reason: 'x',
    });
    expect(garbled.statusCode).toBe(400);
    expect(fieldErrors(garbled).map((e) => e.field)).toContain('from');
    const unknown = await finance.send(AdminBetFeedRepull, {
      gp_id: 'GPNOPE',
      from: new Date(clock.now().getTime() - 2 * MIN).toISOString(),
      to: new Date(clock.now().getTime() - MIN).toISOString(),
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('only finance and admin use the desk (the auditor reads it); others are refused', async () => {
    const auditor = await staffMember(t, 'feed-auditor', 'auditor', clock);
    expect((await support.send(AdminBetFeedList, {})).statusCode).toBe(403);
    expect((await support.send(AdminBetFeedGapList, {})).statusCode).toBe(403);
    expect((await auditor.send(AdminBetFeedList, {})).statusCode).toBe(200);
    const range = {
      gp_id: GP,
      from: new Date(clock.now().getTime() - 2 * MIN).toISOString(),
      to: new Date(clock.now().getTime() - MIN).toISOString(),
      reason: 'x',
    };
    expect((await support.send(AdminBetFeedRepull, range)).statusCode).toBe(403);
    expect((await auditor.send(AdminBetFeedRepull, range)).statusCode).toBe(403);
    expect((await auditor.send(AdminBetFeedGapResolve, { id: 1, note: 'x' })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/bet-feeds' });
    expect(anonymous.statusCode).toBe(401);
  });
});
