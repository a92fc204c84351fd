import { BalanceAllBack, BalanceGetBack, GameLeave, GamePlay } from '@arks/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameProviders } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startTestHouse } from '../../../test/house-provider';
import { checkLedgerInvariants } from '../../money/ledger/invariants';
import { fundedMember } from '../../../test/funded-member';
import { closeClients, memberSocket, next } from '../../../test/realtime-client';

let t: TestApp;
let house: Awaited<ReturnType<typeof startTestHouse>>;
let seq = 0;

beforeAll(async () => {
  house = await startTestHouse();
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' }, houseGamesUrl: house.url });
});
afterAll(async () => {
  closeClients();
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
  await house.close();
});

const member = (deposit: bigint) => fundedMember(t, `gamer${String(++seq).padStart(3, '0')}`, deposit);

const launch = {
  gp_id: 'GPHOUSE',
  game_type: 2,
  game_code: 'koi-reels',
  lobby_url: 'http://localhost/close',
  device: 0,
};

describe('launch and leave over the transfer wallet', () => {
  it('moves the whole main balance into the game and back, with the member’s play booked', async () => {
    const m = await member(50_000n);
    const played = await m.call(GamePlay, launch);
    expect(played).toMatchObject({ cash: '0.00', transfer_pending: false });
    const gameToken = new URL(played.game_url).hash.slice('#t='.length);

    // The member plays a few rounds in the house game; its wallet there moves with wins and losses.
    let houseBalance = 50_000n;
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${house.url}/play-api/round`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-launch-token': gameToken },
        body: JSON.stringify({ bet: '1000', params: {} }),
      });
      houseBalance = BigInt(((await res.json()) as { data: { balance: string } }).data.balance);
    }

    const left = await m.call(GameLeave);
    expect(left.cash).toBe(`${houseBalance / 100n}.${String(houseBalance % 100n).padStart(2, '0')}`);
    const accounts = await t.app.ledger.memberAccounts(m.id);
    expect(accounts.find((a) => a.provider === 'GPHOUSE')?.balance).toBe(0n);
  });

  it('says 203 with the window during maintenance and 957 when transfers are off', async () => {
    const m = await member(1_000n);
    const start = new Date(Date.now() - 60_000);
    const end = new Date(Date.now() + 3_600_000);
    await t.db
      .update(gameProviders)
      .set({ maintenanceStartAt: start, maintenanceEndAt: end })
      .where(sql`gp_id = 'GPHOUSE'`);
    const down = await m.send(GamePlay, launch);
    expect(down.code).toBe(203);
    expect(down.data).toEqual({ start_at: start.toISOString(), end_at: end.toISOString() });
    await t.db
      .update(gameProviders)
      .set({ maintenanceStartAt: null, maintenanceEndAt: null, transferEnabled: false })
      .where(sql`gp_id = 'GPHOUSE'`);
    expect((await m.send(GamePlay, launch)).code).toBe(957);
    await t.db
      .update(gameProviders)
      .set({ transferEnabled: true })
      .where(sql`gp_id = 'GPHOUSE'`);
  });

  it('returns every game balance to the main wallet, ending a game left open', async () => {
    const m = await member(20_000n);
    await m.call(GamePlay, launch);
    const back = await m.call(BalanceAllBack);
    expect(back).toEqual({ cash: '200.00', returned: [{ gp_id: 'GPHOUSE', amount: '200.00' }] });
    const again = await m.call(BalanceGetBack);
    expect(again).toEqual({ cash: '200.00', returned: [] });
  });

  it('refuses a game the platform does not offer', async () => {
    const m = await member(100n);
    expect((await m.send(GamePlay, { ...launch, gp_id: 'GPNOPE' })).code).toBe(400);
  });
});

describe('what the member’s pages hear of launches and returns', () => {
  beforeAll(() => t.app.listen({ port: 0, host: '127.0.0.1' }));

  it('game.url names the game; forward_game.status 957 when transfers are off', async () => {
    const m = await member(1_000n);
    const page = await memberSocket(t, m);
    const url = next(page, 'game.url');
    const played = await m.call(GamePlay, launch);
    await expect(url).resolves.toEqual([
      `member.${m.id}`,
      { url: played.game_url, gp_id: 'GPHOUSE', game_code: 'koi-reels' },
    ]);
    await m.call(GameLeave);

    await t.db
      .update(gameProviders)
      .set({ transferEnabled: false })
      .where(sql`gp_id = 'GPHOUSE'`);
    const status = next(page, 'forward_game.status');
    try {
      expect((await m.send(GamePlay, launch)).code).toBe(957);
      await expect(status).resolves.toEqual([`member.${m.id}`, { status: 957, gp_id: 'GPHOUSE' }]);
    } finally {
      await t.db
        .update(gameProviders)
        .set({ transferEnabled: true })
        .where(sql`gp_id = 'GPHOUSE'`);
    }
  });

  it('all_transfer_back once a balance return ran, also when it answers an error', async () => {
    const m = await member(5_000n);
    const page = await memberSocket(t, m);
    await m.call(GamePlay, launch);
    const done = next(page, 'all_transfer_back');
    await m.call(BalanceAllBack);
    await expect(done).resolves.toEqual([`member.${m.id}`, {}]);

    // A provider whose transfers are off is skipped (105) while the others' money is booked back, so
    // the pages refetch either way.
    await t.db
      .update(gameProviders)
      .set({ transferEnabled: false })
      .where(sql`gp_id = 'GPHOUSE'`);
    try {
      const partial = next(page, 'all_transfer_back');
      expect((await m.send(BalanceAllBack)).code).toBe(105);
      await expect(partial).resolves.toEqual([`member.${m.id}`, {}]);
    } finally {
      await t.db
        .update(gameProviders)
        .set({ transferEnabled: true })
        .where(sql`gp_id = 'GPHOUSE'`);
    }
  });

  it('spec §8 forward_game.status "other codes start game-status handling": 958 when the member’s game ends, whoever ends it', async () => {
    const m = await member(2_000n);
    const page = await memberSocket(t, m);
    const closed = { gp_id: 'GPHOUSE', game_code: 'koi-reels', status: 958 };

    // Left by the member.
    await m.call(GamePlay, launch);
    let status = next(page, 'forward_game.status');
    await m.call(GameLeave);
    await expect(status).resolves.toEqual([`member.${m.id}`, closed]);

    // Replaced by a launch of another game (another tab): the first game's pages close it.
    await m.call(GamePlay, launch);
    status = next(page, 'forward_game.status');
    await m.call(GamePlay, { ...launch, game_code: 'punto-banco' });
    await expect(status).resolves.toEqual([`member.${m.id}`, closed]);

    // Ended by a balance return.
    status = next(page, 'forward_game.status');
    await m.call(BalanceAllBack);
    await expect(status).resolves.toEqual([`member.${m.id}`, { ...closed, game_code: 'punto-banco' }]);

    // Nothing open, nothing said.
    status = next(page, 'forward_game.status', 500);
    await m.call(GameLeave);
    await expect(status).resolves.toBeNull();
  });

  it('959 when the balance cannot be moved into the game: the launch answers 959 and the pages hear it', async () => {
    const m = await member(3_000n);
    const page = await memberSocket(t, m);
    const real = t.app.providers.get('GPHOUSE')!;
    t.app.providers.set('GPHOUSE', {
      ...real,
      async transfer(req) {
        if (req.direction === 'in') return { kind: 'failed', reason: 'wallet locked' };
        return real.transfer(req);
      },
    });
    const status = next(page, 'forward_game.status');
    try {
      const refused = await m.send(GamePlay, launch);
      expect(refused.code).toBe(959);
      await expect(status).resolves.toEqual([
        `member.${m.id}`,
        { status: 959, gp_id: 'GPHOUSE', game_code: 'koi-reels' },
      ]);
      // Nothing was taken: the money is still in the main wallet.
      expect((await t.app.ledger.mainBalance(m.id, 'RMB')).available).toBe(3_000n);
    } finally {
      t.app.providers.set('GPHOUSE', real);
    }
  });
});
