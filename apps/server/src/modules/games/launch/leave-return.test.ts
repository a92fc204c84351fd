import { BalanceAllBack, GameLeave, GamePlay, MyCash, fromMinor } from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startTestHouse } from '../../../test/house-provider';
import { ManualClock } from '../../../test/manual-clock';
import { checkLedgerInvariants } from '../../money/ledger/invariants';
import type { ProviderAdapter } from '../providers/adapter';
import { fundedMember } from '../../../test/funded-member';
import type { Member } from '../../../test/member-client';

const GP = 'GPHOUSE';
let t: TestApp;
let house: Awaited<ReturnType<typeof startTestHouse>>;
const clock = new ManualClock(Date.now());
let seq = 0;

beforeAll(async () => {
  house = await startTestHouse();
  t = await buildTestApp({
    env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' },
    houseGamesUrl: house.url,
    clock,
  });
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
  await house.close();
});

const adapter = () => t.app.providers.get(GP)!;

async function member(deposit: bigint) {
  const m = await fundedMember(t, `leaver${String(++seq).padStart(3, '0')}`, deposit);
  const playerId = `1:${m.id}`;
  return Object.assign(m, {
    main: async () => (await t.app.ledger.mainBalance(m.id, 'RMB')).available,
    books: async () =>
      (await t.app.ledger.memberAccounts(m.id)).find((a) => a.provider === GP)?.balance ?? 0n,
    /** What the house provider itself holds for the member. */
    held: async () => {
      const answer = await adapter().balance(playerId);
      if (answer.kind === 'failed' && answer.reason === 'player_not_found') return 0n;
      if (answer.kind !== 'ok') throw new Error(`house balance: ${JSON.stringify(answer)}`);
      return answer.value.balance;
    },
  });
}

const launch = (game_code = 'koi-reels') => ({
  gp_id: GP,
  game_type: 2,
  game_code,
  lobby_url: 'http://localhost/close',
  device: 0,
});

/** The `i`th of a member's launches, leaves and returns fired at once. */
const transition = (m: Member, i: number) =>
  i % 3 === 0 ? m.send(GamePlay, launch()) : m.send(i % 3 === 1 ? GameLeave : BalanceAllBack);

const tokenOf = (gameUrl: string) => new URL(gameUrl).hash.slice('#t='.length);

/** The member's browser, talking to the house game with its launch token. */
function browser(token: string) {
  const headers = { 'content-type': 'application/json', 'x-launch-token': token };
  return {
    session: async () => {
      const res = await fetch(`${house.url}/play-api/session`, { headers: { 'x-launch-token': token } });
      return (await res.json()) as { ok: boolean; data: { balance: string }; error: { code: string } };
    },
    round: async (bet: string) => {
      const res = await fetch(`${house.url}/play-api/round`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ bet, params: {} }),
      });
      return (await res.json()) as {
        ok: boolean;
        data: { balance: string; finished: boolean; win: string };
        error: { code: string };
      };
    },
  };
}

const rmb = (minor: bigint) => fromMinor(minor, 'RMB');

/** Runs the reconciliation job as the scheduler would, once everything is old enough for it. */
async function reconcileJob() {
  clock.advance(60_000);
  await t.app.recurringJobs.find((j) => j.name === 'provider-transfer-reconcile')!.run();
}

/** Puts a stand-in for the house adapter in place for the rest of the test. */
function replaceAdapter(make: (real: ProviderAdapter) => ProviderAdapter) {
  const real = adapter();
  t.app.providers.set(GP, make(real));
  onTestFinished(() => {
    t.app.providers.set(GP, real);
  });
}

describe('a refused or unanswered launch', () => {
  it('moves the money straight back when the provider refuses the launch', async () => {
    const m = await member(50_000n);
    const played = await m.send(GamePlay, launch('no-such-game'));
    expect(played.code).toBe(500);
    expect(await m.main()).toBe(50_000n);
    expect(await m.books()).toBe(0n);
    expect(await m.held()).toBe(0n);
    const left = await m.call(GameLeave);
    expect(left).toEqual({ cash: '500.00', transfer_pending: false });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('leaves an unanswered launch to the reconciliation job, which ends that game and brings the money back', async () => {
    const m = await member(30_000n);
    let issued: string | undefined;
    // The provider starts the game but its answer is lost on the way.
    replaceAdapter((real) => ({
      ...real,
      async launch(req) {
        const answer = await real.launch(req);
        if (answer.kind === 'ok') issued = answer.value.url;
        return { kind: 'unknown', error: 'socket hang up' };
      },
    }));
    expect((await m.send(GamePlay, launch())).code).toBe(500);
    expect(await m.held()).toBe(30_000n);
    // Not silently zero: the member is told the money is on its way back.
    const left = await m.call(GameLeave);
    expect(left).toEqual({ cash: '0.00', transfer_pending: true });

    await reconcileJob();
    expect(await m.main()).toBe(30_000n);
    expect(await m.held()).toBe(0n);
    expect((await browser(tokenOf(issued!)).session()).error.code).toBe('bad_token');
    expect((await m.call(GameLeave)).transfer_pending).toBe(false);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});

describe('leaving a game', () => {
  it('ends the launch token: the game refuses it once the member has left', async () => {
    const m = await member(10_000n);
    const played = await m.call(GamePlay, launch());
    const game = browser(tokenOf(played.game_url));
    expect((await game.session()).ok).toBe(true);
    await m.call(GameLeave);
    expect((await game.session()).error.code).toBe('bad_token');
    expect((await game.round('100')).error.code).toBe('bad_token');
    expect(await m.held()).toBe(0n);
  });

  it('brings back what the provider holds when rounds are still in flight, or says it is pending', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => member(100_000n)));
    const outcomes = await Promise.all(
      members.map(async (m) => {
        const played = await m.call(GamePlay, launch());
        const game = browser(tokenOf(played.game_url));
        await game.round('100');
        const spins = Array.from({ length: 25 }, () => game.round('100'));
        const left = await m.call(GameLeave);
        await Promise.all(spins);
        return { m, left };
      }),
    );
    for (const { m, left } of outcomes) {
      const held = await m.held();
      // What the provider holds is what our books say it holds, whatever the answer was.
      expect(await m.books()).toBe(held);
      if (left.transfer_pending) continue;
      expect(held).toBe(0n);
      expect(left.cash).toBe(rmb(await m.main()));
      expect(left.cash).not.toBe('0.00');
    }
    await reconcileJob();
    for (const { m } of outcomes) {
      expect(await m.held()).toBe(0n);
      expect(await m.books()).toBe(0n);
    }
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('settles a hand still in play and brings its stake and win back', async () => {
    const m = await member(100_000n);
    const played = await m.call(GamePlay, launch('royal-21'));
    const game = browser(tokenOf(played.game_url));
    let open: { balance: string } | undefined;
    for (let i = 0; i < 30 && !open; i++) {
      const dealt = await game.round('200');
      if (!dealt.data.finished) open = dealt.data;
    }
    expect(open, 'a hand left open within 30 deals').toBeDefined();
    const left = await m.call(GameLeave);
    expect(left.transfer_pending).toBe(false);
    const { rows } = await house.pool.query<{ status: string; win: string }>(
      `select status, win from house.rounds where owner = $1 order by id desc limit 1`,
      [`1:${m.id}`],
    );
    expect(rows[0]!.status).toBe('settled');
    expect(await m.main()).toBe(BigInt(open!.balance) + BigInt(rows[0]!.win));
    expect(left.cash).toBe(rmb(await m.main()));
    expect(await m.held()).toBe(0n);
  });

  it('is one transition at a time for a member launching, leaving and returning at once, with a slow provider', async () => {
    replaceAdapter((real) => {
      const slow =
        <A extends unknown[], R>(f: (...a: A) => Promise<R>) =>
        async (...a: A) => {
          await new Promise((r) => setTimeout(r, 20 + Math.random() * 60));
          return f(...a);
        };
      return {
        ...real,
        balance: slow(real.balance),
        transfer: slow(real.transfer),
        launch: slow(real.launch),
        endSession: slow(real.endSession),
      };
    });
    const m = await member(40_000n);
    const calls = Array.from({ length: 24 }, (_, i) => transition(m, i));
    for (const answer of await Promise.all(calls)) expect([1000, 101, 102]).toContain(answer.code);
    await m.call(BalanceAllBack);
    expect(await m.main()).toBe(40_000n);
    expect(await m.held()).toBe(0n);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('keeps every cent with 200 launches, leaves and returns of one member at once', async () => {
    const m = await member(25_000n);
    const calls = Array.from({ length: 200 }, (_, i) => transition(m, i));
    for (const answer of await Promise.all(calls)) expect([1000, 101, 102]).toContain(answer.code);
    await m.call(BalanceAllBack);
    expect(await m.main()).toBe(25_000n);
    expect(await m.held()).toBe(0n);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});

describe('spec §8 balance return 101 and 102 (one_key_err_code_101, one_key_err_code_102)', () => {
  /** A provider whose launch and game end wait until the test lets them go. */
  function heldProvider() {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    replaceAdapter((real) => ({
      ...real,
      launch: async (...a: Parameters<ProviderAdapter['launch']>) => {
        await gate;
        return real.launch(...a);
      },
      endSession: async (...a: Parameters<ProviderAdapter['endSession']>) => {
        await gate;
        return real.endSession(...a);
      },
    }));
    return () => release();
  }

  it('spec §8 balance return 102: a return while a game is being launched answers 102 and changes nothing', async () => {
    const m = await member(30_000n);
    const release = heldProvider();
    const launching = m.send(GamePlay, launch());
    // The launch holds the member's games (its money is on the way to the provider) until released.
    await new Promise((r) => setTimeout(r, 200));
    const refused = await m.send(BalanceAllBack);
    expect(refused.code).toBe(102);
    release();
    expect((await launching).code).toBe(1000);
    expect((await m.send(BalanceAllBack)).code).toBe(1000);
    expect(await m.main()).toBe(30_000n);
  });

  it('spec §8 balance return 101: a return while another return runs answers 101', async () => {
    const m = await member(20_000n);
    expect((await m.send(GamePlay, launch())).code).toBe(1000);
    const release = heldProvider();
    const first = m.send(BalanceAllBack);
    await new Promise((r) => setTimeout(r, 200));
    expect((await m.send(BalanceAllBack)).code).toBe(101);
    release();
    expect((await first).code).toBe(1000);
    expect(await m.main()).toBe(20_000n);
  });
});

describe('the wallet page', () => {
  it('shows what the provider holds for a game in progress', async () => {
    const m = await member(50_000n);
    const played = await m.call(GamePlay, launch());
    const game = browser(tokenOf(played.game_url));
    // Play until the game's figure differs from what our books moved in: a few rounds can net to zero
    // (one 5x win among five bets), and then there would be nothing to tell the two figures apart.
    let held = 50_000n;
    for (let i = 0; i < 30 && held === 50_000n; i++) {
      await game.round('300');
      held = await m.held();
    }
    expect(held).not.toBe(50_000n);
    const cash = await m.call(MyCash);
    expect(cash.my_cash_list).toEqual([expect.objectContaining({ gp_id: GP, cash: rmb(held) })]);
    expect(cash.total).toBe(rmb(held));
  });
});
