import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderPaths, ZBetFeedResponse, type TFeedBet } from '@arks/contracts/provider';
import { createHouseTest } from './test/house-test';

const OTHER_SECRET = 'other-operator-secret';
let at = Date.parse('2026-04-01T10:00:00.000Z');
const clock = () => at;
let house: Awaited<ReturnType<typeof createHouseTest>>;

beforeAll(async () => {
  house = await createHouseTest(clock, { operators: { other: OTHER_SECRET } });
});
afterAll(() => house.close());

const EPOCH = '2000-01-01T00:00:00.000Z';
const FAR = '2100-01-01T00:00:00.000Z';

async function funded(id: string, operator = 'arks') {
  await house.call(ProviderPaths.createPlayer, { player_id: id, currency: 'RMB' }, { operator });
  const res = await house.call(
    ProviderPaths.transfer,
    { reference: `fund-${operator}-${id}`, player_id: id, direction: 'in', amount: '1000000' },
    { operator },
  );
  expect(res.body.data.status).toBe('success');
}

async function feedPage(
  body: { from?: string; to?: string; cursor?: string | null; limit?: number },
  operator = 'arks',
) {
  const res = await house.call(
    ProviderPaths.betFeed,
    { from: EPOCH, to: FAR, cursor: null, limit: 1000, ...body },
    { operator },
  );
  expect(res.status).toBe(200);
  return ZBetFeedResponse.parse(res.body.data);
}

/** Every row of the window, page by page. */
async function feedAll(limit: number, from = EPOCH, to = FAR, operator = 'arks') {
  const rows: TFeedBet[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 10_000; i++) {
    const page = await feedPage({ from, to, cursor, limit }, operator);
    expect(page.bets.length).toBeLessThanOrEqual(limit);
    rows.push(...page.bets);
    if (!page.next_cursor) return rows;
    cursor = page.next_cursor;
  }
  throw new Error('the feed never ended');
}

const key = (b: TFeedBet) => `${b.round_id}#${b.version}`;

/** Deals blackjack hands until one stays in play (a natural settles at once); answers its round id. */
async function openHand(p: ReturnType<typeof house.player>): Promise<string> {
  for (let i = 0; i < 40; i++) {
    at += 1000;
    const dealt = await p.round('100');
    expect(dealt.ok).toBe(true);
    if (!dealt.data.finished) return String(dealt.data.round_id);
  }
  throw new Error('no hand stayed in play in 40 deals');
}

describe('the bet feed', () => {
  it('answers a blackjack hand open at version 1 and settled at version 2, later', async () => {
    await funded('1:10');
    const p = house.player(await house.launch('royal-21', '1:10'));
    const roundId = await openHand(p);
    const openAt = at;
    at += 5000;
    expect((await p.act('stand')).data.finished).toBe(true);

    const versions = (await feedAll(1000)).filter((b) => b.round_id === roundId);
    expect(versions).toMatchObject([
      { version: 1, status: 'open', stake: '100', payout: '0', valid_bet: '0', settled_at: null, hall: 6 },
      { version: 2, status: 'settled', stake: '100', valid_bet: '100', hall: 6, game_code: 'royal-21' },
    ]);
    expect(versions[0]!.updated_at).toBe(new Date(openAt).toISOString());
    expect(versions[1]!.updated_at).toBe(new Date(at).toISOString());
    expect(versions[1]!.settled_at).toBe(versions[1]!.updated_at);
    expect(versions[1]!.placed_at).toBe(versions[0]!.placed_at);
    expect(versions[0]!).toMatchObject({ player_id: '1:10', currency: 'RMB' });
  });

  it('answers a hand the operator’s end of session stands as a new, settled version', async () => {
    await funded('1:11');
    const p = house.player(await house.launch('royal-21', '1:11'));
    const roundId = await openHand(p);
    at += 1000;
    const ended = await house.call(ProviderPaths.endSession, { player_id: '1:11' });
    expect(ended.body.data.pending_bets).toBe('0');
    const versions = (await feedAll(1000)).filter((b) => b.round_id === roundId);
    expect(versions.map((v) => [v.version, v.status])).toEqual([
      [1, 'open'],
      [2, 'settled'],
    ]);
  });

  it('adds no version for a hit that leaves the hand in play, and rises by one per change', async () => {
    await funded('1:12');
    const p = house.player(await house.launch('royal-21', '1:12'));
    for (let hands = 0; hands < 10; hands++) {
      const roundId = await openHand(p);
      let versionsSeen = 1;
      for (let i = 0; i < 10; i++) {
        at += 10;
        const step = await p.act('hit');
        if (step.data.finished) {
          versionsSeen = 2;
          break;
        }
      }
      if (versionsSeen === 1) {
        at += 10;
        await p.act('stand');
      }
      const versions = (await feedAll(1000)).filter((b) => b.round_id === roundId);
      expect(versions.map((v) => v.version)).toEqual([1, 2]);
      expect(versions.map((v) => v.status)).toEqual(['open', 'settled']);
    }
  });

  it('pages one row at a time to exactly the rows of one large page, without a duplicate', async () => {
    await funded('1:13');
    const slot = house.player(await house.launch('koi-reels', '1:13'));
    const keno = house.player(await house.launch('lucky-ten', '1:13'));
    for (let i = 0; i < 6; i++) {
      // Several rounds share a time stamp: the cursor still orders them by round id.
      if (i % 2 === 0) at += 1000;
      expect((await slot.round('50')).ok).toBe(true);
      expect((await keno.round('10', { picks: [1, 2, 3, 4, 5] })).ok).toBe(true);
    }
    const big = await feedPage({ limit: 1000 });
    expect(big.next_cursor).toBeNull();
    const single = await feedAll(1);
    expect(single).toEqual(big.bets);
    expect(new Set(single.map(key)).size).toBe(single.length);
    const three = await feedAll(3);
    expect(three).toEqual(big.bets);
    // Ordered by (updated_at, round id, version).
    const order = big.bets.map((b) => [Date.parse(b.updated_at), Number(b.round_id), b.version] as const);
    const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    expect(order).toEqual(sorted);
    expect(big.bets.filter((b) => b.game_code === 'koi-reels').every((b) => b.hall === 2)).toBe(true);
    expect(big.bets.filter((b) => b.game_code === 'lucky-ten').every((b) => b.hall === 5)).toBe(true);
  });

  it('answers only rows updated in [from, to), and the same rows when the window is read again', async () => {
    at = Date.parse('2026-05-01T00:00:00.000Z');
    await funded('1:14');
    const slot = house.player(await house.launch('koi-reels', '1:14'));
    const before = at;
    await slot.round('50');
    at += 60_000;
    const start = at;
    await slot.round('50');
    await slot.round('50');
    at += 60_000;
    const end = at;
    await slot.round('50');
    const window = await feedAll(1, new Date(start).toISOString(), new Date(end).toISOString());
    expect(window.map((b) => b.updated_at)).toEqual([
      new Date(start).toISOString(),
      new Date(start).toISOString(),
    ]);
    expect(await feedAll(1000, new Date(start).toISOString(), new Date(end).toISOString())).toEqual(window);
    const upToStart = await feedAll(1000, new Date(before).toISOString(), new Date(start).toISOString());
    expect(upToStart.map((b) => b.updated_at)).toEqual([new Date(before).toISOString()]);
    const empty = await feedPage({ from: new Date(end).toISOString(), to: new Date(start).toISOString() });
    expect(empty).toEqual({ bets: [], next_cursor: null });
  });

  it('answers each operator its own players’ rounds only, and never a demo round', async () => {
    await funded('1:15');
    await funded('1:15', 'other');
    at += 1000;
    const ours = house.player(await house.launch('punto-banco', '1:15'));
    const theirs = house.player(await house.launch('punto-banco', '1:15', 'other'));
    const demo = house.player(await house.launch('punto-banco', null));
    const ourRound = (await ours.round('100', { side: 'banker' })).data.round_id;
    const theirRound = (await theirs.round('100', { side: 'player' })).data.round_id;
    const demoRound = (await demo.round('100', { side: 'tie' })).data.round_id;
    const ourFeed = (await feedAll(1000)).map((b) => b.round_id);
    const theirFeed = await feedAll(1000, EPOCH, FAR, 'other');
    expect(ourFeed).toContain(String(ourRound));
    expect(ourFeed).not.toContain(String(theirRound));
    expect(ourFeed).not.toContain(String(demoRound));
    expect(theirFeed.map((b) => b.round_id)).toEqual([String(theirRound)]);
    expect(theirFeed[0]).toMatchObject({ player_id: '1:15', hall: 3, stake: '100', status: 'settled' });
  });

  it('counts a baccarat bet pushed by a tie as no valid bet, and any other settled stake whole', async () => {
    await funded('1:16');
    const p = house.player(await house.launch('punto-banco', '1:16'));
    const winners = new Map<string, string>();
    for (let i = 0; i < 400 && ![...winners.values()].includes('tie'); i++) {
      at += 10;
      const r = await p.round('100', { side: 'player' });
      winners.set(String(r.data.round_id), r.data.outcome.winner);
    }
    expect([...winners.values()]).toContain('tie');
    const rows = (await feedAll(1000)).filter((b) => winners.has(b.round_id));
    expect(rows.length).toBe(winners.size);
    for (const row of rows) {
      const tie = winners.get(row.round_id) === 'tie';
      expect(row).toMatchObject(tie ? { valid_bet: '0', payout: '100' } : { valid_bet: '100' });
    }
  });

  it('refuses an unsigned or wrongly signed request, and a bad limit or cursor naming the field', async () => {
    const body = { from: EPOCH, to: FAR, cursor: null, limit: 10 };
    const unsigned = await house.app.inject({
      method: 'POST',
      url: ProviderPaths.betFeed,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().error.code).toBe('bad_signature');
    const wrong = await house.call(ProviderPaths.betFeed, body, { secret: 'not-the-secret' });
    expect(wrong.body.error.code).toBe('bad_signature');
    const stale = await house.call(ProviderPaths.betFeed, body, { at: at - 10 * 60_000 });
    expect(stale.body.error.code).toBe('stale_request');
    for (const limit of [0, 1001]) {
      const bad = await house.call(ProviderPaths.betFeed, { ...body, limit });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toMatch(/^limit/);
    }
    const cursor = await house.call(ProviderPaths.betFeed, { ...body, cursor: 'bm90LWEtY3Vyc29y' });
    expect(cursor.status).toBe(400);
    expect(cursor.body.error.message).toMatch(/^cursor/);
  });
});

describe('the bet feed migration', () => {
  it('gives rounds played before the feed their one version, demo rounds none', async () => {
    const fresh = await createHouseTest(clock);
    try {
      const q = (text: string) => fresh.pool.query(text);
      await q(`insert into house.players (operator, player_id, currency) values ('arks', '1:1', 'RMB')`);
      await q(`insert into house.seeds (id, operator, owner, server_seed, server_seed_hash, client_seed)
               values (1, 'arks', '1:1', 's', 'h', 'c')`);
      await q(`insert into house.rounds (id, operator, owner, game_code, seed_id, nonce, bet, win, params, outcome, demo, status, created_at)
               values
               (1, 'arks', '1:1', 'koi-reels', 1, 0, 50, 120, '{}', '{}', false, 'settled', '2026-01-01T10:00:00.123456Z'),
               (2, 'arks', '1:1', 'punto-banco', 1, 1, 100, 100, '{"side":"banker"}', '{"winner":"tie"}', false, 'settled', '2026-01-01T10:00:01Z'),
               (3, 'arks', '1:1', 'royal-21', 1, 2, 100, 0, '{"actions":[]}', '{}', false, 'open', '2026-01-01T10:00:02Z'),
               (4, 'arks', 'demo:abc', 'koi-reels', 1, 3, 50, 0, '{}', '{}', true, 'settled', '2026-01-01T10:00:03Z')`);
      const { readFileSync } = await import('node:fs');
      const migration = readFileSync(new URL('../drizzle/0004_bet_feed.sql', import.meta.url), 'utf8');
      const backfill = migration
        .split('--> statement-breakpoint')
        .filter((s) => /^\s*(--[^\n]*\n\s*)*(UPDATE|INSERT)/.test(s));
      expect(backfill).toHaveLength(2);
      for (const statement of backfill) await q(statement);
      const res = await fresh.call(ProviderPaths.betFeed, { from: EPOCH, to: FAR, cursor: null, limit: 10 });
      expect(res.body.data.bets).toMatchObject([
        {
          round_id: '1',
          version: 1,
          hall: 2,
          stake: '50',
          payout: '120',
          valid_bet: '50',
          status: 'settled',
        },
        {
          round_id: '2',
          version: 1,
          hall: 3,
          stake: '100',
          payout: '100',
          valid_bet: '0',
          status: 'settled',
        },
        {
          round_id: '3',
          version: 1,
          hall: 6,
          stake: '100',
          payout: '0',
          valid_bet: '0',
          status: 'open',
          settled_at: null,
        },
      ]);
      expect(res.body.data.bets[0]).toMatchObject({
        updated_at: '2026-01-01T10:00:00.123Z',
        settled_at: '2026-01-01T10:00:00.123Z',
        player_id: '1:1',
        currency: 'RMB',
      });
      // Paged by one, the millisecond stamps still continue exactly where the cursor left.
      const first = await fresh.call(ProviderPaths.betFeed, { from: EPOCH, to: FAR, cursor: null, limit: 1 });
      const second = await fresh.call(ProviderPaths.betFeed, {
        from: EPOCH,
        to: FAR,
        cursor: first.body.data.next_cursor,
        limit: 1,
      });
      expect(second.body.data.bets.map((b: TFeedBet) => b.round_id)).toEqual(['2']);
    } finally {
      await fresh.close();
    }
  });
});

describe('the bet feed under parallel actions', () => {
  it('gives a hand stood twice at once one settled version', async () => {
    await funded('1:17');
    const p = house.player(await house.launch('royal-21', '1:17'));
    const roundId = await openHand(p);
    at += 10;
    const answers = await Promise.all([p.act('stand'), p.act('stand'), p.act('stand')]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    const versions = (await feedAll(1000)).filter((b) => b.round_id === roundId);
    expect(versions.map((v) => [v.version, v.status])).toEqual([
      [1, 'open'],
      [2, 'settled'],
    ]);
  });
});
