import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderPaths } from '@arks/contracts/provider';
import { createHouseTest } from './test/house-test';

let house: Awaited<ReturnType<typeof createHouseTest>>;
let seq = 0;

beforeAll(async () => {
  house = await createHouseTest();
});
afterAll(() => house.close());

/** A player funded with `amount` minor units. */
async function funded(amount: string) {
  seq += 1;
  const id = `1:${700 + seq}`;
  await house.call(ProviderPaths.createPlayer, { player_id: id, currency: 'RMB' });
  await house.call(ProviderPaths.transfer, {
    reference: `fund-end-${seq}`,
    player_id: id,
    direction: 'in',
    amount,
  });
  return id;
}

const launch = (game: string, playerId: string) => house.launch(game, playerId);

const endSession = (playerId: string) => house.call(ProviderPaths.endSession, { player_id: playerId });

const player = (token: string) => house.player(token);

describe('the operator ending a player’s session', () => {
  it('ends every launch token of the player, and only that player’s', async () => {
    const id = await funded('10000');
    const other = await funded('10000');
    const first = player(await launch('koi-reels', id));
    const second = player(await launch('lucky-ten', id));
    const theirs = player(await launch('koi-reels', other));
    expect((await first.round('100')).ok).toBe(true);

    const ended = await endSession(id);
    expect(ended.body).toMatchObject({ ok: true, data: { player_id: id, pending_bets: '0' } });

    for (const p of [first, second]) {
      expect((await p.session()).error.code).toBe('bad_token');
      expect((await p.round('100')).error.code).toBe('bad_token');
    }
    expect((await theirs.session()).ok).toBe(true);
    // Its balance is final: nothing moved it after the answer.
    const balance = await house.call(ProviderPaths.balance, { player_id: id });
    expect(balance.body.data.balance).toBe(ended.body.data.balance);
    // A new launch plays again.
    expect((await player(await launch('koi-reels', id)).round('100')).ok).toBe(true);
  });

  it('answers the balance no round under way can change afterwards', async () => {
    const id = await funded('1000000');
    const p = player(await launch('koi-reels', id));
    const spins = Array.from({ length: 40 }, () => p.round('100'));
    await new Promise((r) => setTimeout(r, 5));
    const ended = await endSession(id);
    const answers = await Promise.all(spins);
    // Each spin either happened before the end or was refused for it; none failed any other way.
    for (const a of answers) expect(a.ok || a.error.code === 'bad_token').toBe(true);
    const after = await house.call(ProviderPaths.balance, { player_id: id });
    expect(after.body.data.balance).toBe(ended.body.data.balance);
  });

  it('refuses a round that read the clock before the end but reached the launch after it', async () => {
    // The round takes its time first and queues on the launch row behind the end; both wait on a
    // lock held here, so the order is certain.
    let at = Date.parse('2026-03-01T10:00:00Z');
    const timed = await createHouseTest(() => at);
    const blocker = await timed.pool.connect();
    try {
      await timed.call(ProviderPaths.createPlayer, { player_id: '1:690', currency: 'RMB' });
      await timed.call(ProviderPaths.transfer, {
        reference: 'fund-end-race',
        player_id: '1:690',
        direction: 'in',
        amount: '10000',
      });
      const p = timed.player(await timed.launch('koi-reels', '1:690'));
      const waiting = async (n: number) => {
        for (let i = 0; i < 200; i++) {
          const { rows } = await timed.pool.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (rows[0]!.n >= n) return;
          await new Promise((r) => setTimeout(r, 10));
        }
        throw new Error(`${n} waiting on the launch row: not within 2 s`);
      };
      await blocker.query('begin');
      await blocker.query(`select 1 from house.launches where player_id = '1:690' for update`);
      at += 1_000;
      const ended = timed.call(ProviderPaths.endSession, { player_id: '1:690' }, { at });
      await waiting(1);
      at -= 1_000;
      const round = p.round('100');
      await waiting(2);
      await blocker.query('commit');
      const [end, spin] = await Promise.all([ended, round]);
      expect(spin.ok ? 'played' : spin.error.code).toBe('bad_token');
      const after = await timed.call(ProviderPaths.balance, { player_id: '1:690' });
      expect(after.body.data.balance).toBe(end.body.data.balance);
    } finally {
      blocker.release();
      await timed.close();
    }
  });

  it('stands on a hand in play, so its stake is settled into the balance', async () => {
    const id = await funded('100000');
    const p = player(await launch('royal-21', id));
    let open: { balance: string } | undefined;
    for (let i = 0; i < 30 && !open; i++) {
      const dealt = (await p.round('200')).data;
      if (!dealt.finished) open = dealt;
    }
    expect(open, 'a hand left open within 30 deals').toBeDefined();
    const ended = await endSession(id);
    expect(ended.body.data.pending_bets).toBe('0');
    const { rows } = await house.pool.query<{ status: string; params: { actions: string[] }; win: string }>(
      `select status, params, win from house.rounds where owner = $1 order by id desc limit 1`,
      [id],
    );
    expect(rows[0]).toMatchObject({ status: 'settled', params: { actions: ['stand'] } });
    expect(BigInt(ended.body.data.balance)).toBe(BigInt(open!.balance) + BigInt(rows[0]!.win));
    expect((await p.act('hit')).error.code).toBe('bad_token');
  });

  it('refuses a player it does not know and an unsigned request', async () => {
    expect((await endSession('1:999999')).body.error.code).toBe('player_not_found');
    const forged = await house.call(ProviderPaths.endSession, { player_id: '1:1' }, { secret: 'nope' });
    expect(forged.body.error.code).toBe('bad_signature');
  });
});
