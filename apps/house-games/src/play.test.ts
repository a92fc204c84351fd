import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderPaths } from '@arks/contracts/provider';
import { createHouseTest } from './test/house-test';

let house: Awaited<ReturnType<typeof createHouseTest>>;

beforeAll(async () => {
  house = await createHouseTest();
  await house.call(ProviderPaths.createPlayer, { player_id: '1:50', currency: 'RMB' });
  await house.call(ProviderPaths.transfer, {
    reference: 'fund-50',
    player_id: '1:50',
    direction: 'in',
    amount: '10000',
  });
});
afterAll(() => house.close());

const launch = (game: string, playerId: string | null) => house.launch(game, playerId);
const player = (token: string) => house.player(token);

describe('house games: launch, rounds and provable fairness', () => {
  it('plays rounds from the player’s wallet, one nonce each, and records them', async () => {
    const p = player(await launch('koi-reels', '1:50'));
    const session = await p.session();
    expect(session.data).toMatchObject({ game: 'koi-reels', demo: false, balance: '10000', nonce: 0 });
    const first = (await p.round('100')).data;
    const second = (await p.round('100')).data;
    expect([first.nonce, second.nonce]).toEqual([0, 1]);
    expect(BigInt(second.balance)).toBe(10000n - 200n + BigInt(first.win) + BigInt(second.win));
    expect((await p.history()).data).toHaveLength(2);
    expect((await p.history()).data[0].server_seed).toBeNull(); // not revealed yet
  });

  it.each([
    ['demo', null],
    ['real-money', '1:50'],
  ])('plays parallel %s rounds of one launch one after another, none failing on a lock', async (_, id) => {
    const p = player(await launch('koi-reels', id));
    const first = (await p.session()).data.nonce as number;
    const answers = await Promise.all(Array.from({ length: 12 }, () => p.round('100')));
    expect(answers.filter((a) => !a.ok)).toEqual([]);
    const nonces = answers.map((a) => a.data.nonce as number).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 12 }, (_, i) => first + i));
  });

  it('refuses bets it cannot take and parameters a game does not know', async () => {
    const slot = player(await launch('koi-reels', '1:50'));
    expect((await slot.round('105')).error.code).toBe('bad_bet'); // 10 lines: whole minor units per line
    expect((await slot.round('999999990')).error.code).toBe('insufficient_funds');
    const keno = player(await launch('lucky-ten', '1:50'));
    expect((await keno.round('100', { picks: [1, 2, 3] })).error.code).toBe('bad_params');
    expect((await keno.round('100', { picks: [1, 2, 3, 4, 5] })).ok).toBe(true);
    expect((await player('not-a-token').session()).error.code).toBe('bad_token');
  });

  it('reveals the server seed on rotation, and every round recomputes exactly from it', async () => {
    const p = player(await launch('punto-banco', '1:50'));
    const committed = (await p.session()).data.server_seed_hash;
    const played = (await p.round('300', { side: 'banker' })).data;
    const rotatedAnswer = await p.rotate('my-own-seed');
    const rotated = rotatedAnswer.data;
    expect(rotated.revealed.server_seed_hash).toBe(committed);
    expect(rotated.next).toMatchObject({ client_seed: 'my-own-seed', nonce: 0 });
    const verify = await house.app.inject({
      method: 'POST',
      url: '/play-api/verify',
      payload: {
        game: 'punto-banco',
        server_seed: rotated.revealed.server_seed,
        client_seed: rotated.revealed.client_seed,
        nonce: played.nonce,
        bet: '300',
        params: { side: 'banker' },
      },
    });
    expect(verify.json().data).toEqual({
      server_seed_hash: committed,
      outcome: played.outcome,
      win: played.win,
    });
    const history = (await p.history()).data.find(
      (r: { round_id: number }) => r.round_id === played.round_id,
    );
    expect(history.server_seed).toBe(rotated.revealed.server_seed);
  });

  it('plays blackjack in steps: the hole card stays hidden, a double takes a second stake, the win pays at the end', async () => {
    await house.call(ProviderPaths.createPlayer, { player_id: '1:21', currency: 'RMB' });
    await house.call(ProviderPaths.transfer, {
      reference: 'fund-21',
      player_id: '1:21',
      direction: 'in',
      amount: '100000',
    });
    const p = player(await launch('royal-21', '1:21'));
    expect((await p.act('hit')).error.code).toBe('no_open_round');
    expect((await p.round('101')).error.code).toBe('bad_bet'); // even stakes only: 3:2 in whole units
    let balance = 100000n;
    // Deal until a hand stays open (a natural on either side settles at once, and is paid right).
    let open = null;
    while (!open) {
      const dealt = (await p.round('200')).data;
      balance += BigInt(dealt.win) - 200n;
      expect(dealt.balance).toBe(balance.toString());
      if (!dealt.finished) open = dealt;
      else expect(dealt.outcome.dealer.length).toBe(2);
    }
    expect(open.outcome.dealer).toHaveLength(1); // the hole card is not sent
    expect((await p.round('200')).error.code).toBe('round_open');
    expect((await p.rotate('reveal-now')).error.code).toBe('round_open');
    expect((await p.session()).data.open_round).toMatchObject({ round_id: open.round_id, bet: '200' });
    const doubled = (await p.act('double')).data;
    expect(doubled).toMatchObject({ finished: true, bet: '400' });
    expect(doubled.outcome.player).toHaveLength(3);
    expect(doubled.balance).toBe((balance - 200n + BigInt(doubled.win)).toString());
    expect(['0', '400', '800']).toContain(doubled.win);
    expect((await p.act('hit')).error.code).toBe('no_open_round');
    expect((await p.session()).data.open_round).toBeNull();
    const wallet = await house.call(ProviderPaths.balance, { player_id: '1:21' });
    expect(wallet.body.data.balance).toBe(doubled.balance);

    const rotated = (await p.rotate('reveal-now')).data;
    const recorded = (await p.history()).data.find((r: { round_id: number }) => r.round_id === open.round_id);
    expect(recorded).toMatchObject({ bet: '400', params: { actions: ['double'] } });
    const revealed = {
      game: 'royal-21',
      server_seed: rotated.revealed.server_seed,
      client_seed: rotated.revealed.client_seed,
      nonce: open.nonce,
      bet: '400',
    };
    const verify = (payload: object) =>
      house.app.inject({ method: 'POST', url: '/play-api/verify', payload });
    const recomputed = await verify({ ...revealed, params: { actions: ['double'] } });
    expect(recomputed.json().data).toMatchObject({ outcome: doubled.outcome, win: doubled.win });
    const unfinished = await verify({ ...revealed, params: { actions: [] } });
    expect(unfinished.json().error.code).toBe('bad_params');
  });

  it('lets a visitor play demo rounds with pretend money that never touches a wallet', async () => {
    const demo = player(await launch('lucky-ten', null));
    const session = (await demo.session()).data;
    expect(session).toMatchObject({ demo: true, balance: '200000' });
    const round = (await demo.round('1000', { picks: [5, 10, 15, 20, 25] })).data;
    expect(BigInt(round.balance)).toBe(200000n - 1000n + BigInt(round.win));
    const real = await house.call(ProviderPaths.balance, { player_id: '1:50' });
    expect(real.body.ok).toBe(true);
  });

  it('launches only games it has and only for players it knows', async () => {
    const unknownGame = await house.call(ProviderPaths.launch, {
      player_id: '1:50',
      game_code: 'roulette',
      currency: 'RMB',
      lang: 'en_US',
      lobby_url: 'http://localhost/close',
    });
    expect(unknownGame.body.error.code).toBe('unknown_game');
    const stranger = await house.call(ProviderPaths.launch, {
      player_id: '9:9',
      game_code: 'koi-reels',
      currency: 'RMB',
      lang: 'en_US',
      lobby_url: 'http://localhost/close',
    });
    expect(stranger.body.error.code).toBe('player_not_found');
  });
});
