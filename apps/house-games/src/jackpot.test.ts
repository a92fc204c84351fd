import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderPaths } from '@arks/contracts/provider';
import { fairDraw, hashServerSeed } from './fair/rng';
import { jackpotHit } from './games/jackpot';
import { spinSlot } from './games/slot';
import { createHouseTest } from './test/house-test';

let house: Awaited<ReturnType<typeof createHouseTest>>;
beforeAll(async () => {
  house = await createHouseTest();
  await house.call(ProviderPaths.createPlayer, { player_id: '1:77', currency: 'RMB' });
  await house.call(ProviderPaths.transfer, {
    reference: 'fund-77',
    player_id: '1:77',
    direction: 'in',
    amount: '500000',
  });
});
afterAll(() => house.close());

async function launch(playerId: string | null) {
  const p = house.player(await house.launch('koi-reels', playerId));
  await p.session(); // creates the seed pair
  return async (bet: string) => (await p.round(bet)).data;
}

const pool = async (currency = 'RMB') =>
  (await house.call(ProviderPaths.jackpots, { currencies: [currency] })).body.data.pools[0]?.amount;

// Found by searching client seeds: with this server seed, nonce 0 of this client seed hits the jackpot.
const HIT = { server: 'jackpot-test-server-seed', client: 'c191752' };

describe('progressive jackpot', () => {
  it('starts every currency at its seed, and only real-money spins feed it (1% of the bet)', async () => {
    expect(await pool()).toBe('1000000'); // 10,000 yuan
    expect(await pool('VND')).toBe('35000000'); // about the same value in dong, not 10,000 dong
    expect((await house.call(ProviderPaths.jackpots, { currencies: ['XXX'] })).body.data.pools).toEqual([]);
    const demo = await launch(null);
    await demo('1000');
    expect(await pool()).toBe('1000000');
    const real = await launch('1:77');
    const spin = await real('1000');
    expect(spin.outcome.jackpot_hit).toBe(false);
    expect(await pool()).toBe('1000010');
  });

  it('pays the whole pool on a hit, seeds it again, and verify shows the hit from the seeds', async () => {
    const draw = fairDraw(HIT.server, HIT.client, 0);
    spinSlot(draw);
    expect(jackpotHit(draw)).toBe(true);
    const real = await launch('1:77');
    await house.pool.query(
      `update house.seeds set server_seed = $1, server_seed_hash = $2, client_seed = $3, next_nonce = 0
       where owner = '1:77' and revealed_at is null`,
      [HIT.server, hashServerSeed(HIT.server), HIT.client],
    );
    const before = BigInt(await pool());
    const spin = await real('100');
    expect(spin.outcome).toMatchObject({ jackpot_hit: true, jackpot_win: (before + 1n).toString() });
    const paytable = BigInt(spin.win) - (before + 1n);
    expect(paytable >= 0n).toBe(true);
    expect(await pool()).toBe('1000000');
    const wallet = await house.call(ProviderPaths.balance, { player_id: '1:77' });
    expect(wallet.body.data.balance).toBe(spin.balance);
    const verify = await house.app.inject({
      method: 'POST',
      url: '/play-api/verify',
      payload: {
        game: 'koi-reels',
        server_seed: HIT.server,
        client_seed: HIT.client,
        nonce: 0,
        bet: '100',
        params: {},
      },
    });
    expect(verify.json().data).toMatchObject({ outcome: { jackpot_hit: true }, win: paytable.toString() });
  });
});
