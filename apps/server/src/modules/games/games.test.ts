import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameProviders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startTestHouse } from '../../test/house-provider';
import { checkLedgerInvariants } from '../ledger/invariants';

let t: TestApp;
let house: Awaited<ReturnType<typeof startTestHouse>>;
let ipSeq = 0;

beforeAll(async () => {
  house = await startTestHouse();
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' }, houseGamesUrl: house.url });
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
  await house.close();
});

async function member(deposit: bigint) {
  ipSeq += 1;
  const account = `gamer${String(ipSeq).padStart(3, '0')}`;
  const reg = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { 'x-forwarded-for': `10.9.0.${ipSeq}` },
    payload: {
      site_id: 1,
      member_account: account,
      password: 'abc123',
      check_password: 'abc123',
      member_currency: 'RMB',
      member_name: '张三',
      withdraw_password: '1234',
      agreement: true,
    },
  });
  const body = reg.json();
  expect(body.code, body.message).toBe(1000);
  const memberId = Number(body.data.member_id ?? body.data.id);
  await t.app.ledger.transfer({
    siteId: 1,
    currency: 'RMB',
    debit: { system: 'deposits_clearing' },
    credit: { member: memberId },
    amount: deposit,
    kind: 'deposit',
    idempotencyKey: `game-test-${memberId}`,
  });
  const token = body.data.token as string;
  const call = async (url: string, payload: object = {}) =>
    (
      await t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } })
    ).json();
  return { memberId, call };
}

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
    const played = await m.call('/api/member/game/play1', launch);
    expect(played.code, played.message).toBe(1000);
    expect(played.data).toMatchObject({ cash: '0.00', transfer_pending: false });
    const gameToken = new URL(played.data.game_url).hash.slice('#t='.length);

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

    const left = await m.call('/api/member/game/leave1');
    expect(left.code).toBe(1000);
    expect(left.data.cash).toBe(`${houseBalance / 100n}.${String(houseBalance % 100n).padStart(2, '0')}`);
    const accounts = await t.app.ledger.memberAccounts(m.memberId);
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
    const down = await m.call('/api/member/game/play1', launch);
    expect(down.code).toBe(203);
    expect(down.data).toEqual({ start_at: start.toISOString(), end_at: end.toISOString() });
    await t.db
      .update(gameProviders)
      .set({ maintenanceStartAt: null, maintenanceEndAt: null, transferEnabled: false })
      .where(sql`gp_id = 'GPHOUSE'`);
    expect((await m.call('/api/member/game/play1', launch)).code).toBe(957);
    await t.db
      .update(gameProviders)
      .set({ transferEnabled: true })
      .where(sql`gp_id = 'GPHOUSE'`);
  });

  it('returns every game balance to the main wallet, ending a game left open', async () => {
    const m = await member(20_000n);
    expect((await m.call('/api/member/game/play1', launch)).code).toBe(1000);
    const back = await m.call('/api/member/profile/balance/all/back');
    expect(back.code, back.message).toBe(1000);
    expect(back.data).toEqual({ cash: '200.00', returned: [{ gp_id: 'GPHOUSE', amount: '200.00' }] });
    const again = await m.call('/api/member/profile/balance_get_back');
    expect(again.data).toEqual({ cash: '200.00', returned: [] });
  });

  it('refuses a game the platform does not offer', async () => {
    const m = await member(100n);
    expect((await m.call('/api/member/game/play1', { ...launch, gp_id: 'GPNOPE' })).code).toBe(400);
  });
});
