import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, sandboxGatewaySecret } from '../../config';
import { ledgerTransfers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { checkLedgerInvariants } from '../ledger/invariants';
import { newNonce } from './gateway';
import { withSignature, type Signed } from './gateway-protocol';

/**
 * Online deposits through the sandbox gateway, and the callback's defences: forged, replayed, stale,
 * tampered and repeated callbacks, over real HTTP as the gateway would send them.
 */
let t: TestApp;
let base: string;
let ipSeq = 0;
const secret = sandboxGatewaySecret(loadConfig({ NODE_ENV: 'test' }));
const events: { orderNumber: string; depositTimes: number }[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  t.app.events.subscribe('deposit.succeeded', (p) => events.push(p as (typeof events)[number]));
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

async function post(url: string, payload: object, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.0.${ipSeq}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(payload),
  });
  return (await res.json()) as { code: number; message: string; data: Record<string, unknown> };
}

async function member(account: string) {
  ipSeq += 1;
  const reg = await post('/api/register', {
    site_id: 1,
    member_account: account,
    password: 'abc123',
    check_password: 'abc123',
    member_currency: 'RMB',
    member_name: '赵六',
    withdraw_password: '1234',
    agreement: true,
  });
  expect(reg.code, reg.message).toBe(1000);
  const token = reg.data.token as string;
  const call = (url: string, payload: object = {}) => post(url, payload, token);
  const cash = async () => ((await call('/api/member/profile/my_cash')).data.main_cash as string) ?? '';
  return { call, cash };
}

async function gatewayOrder(m: Awaited<ReturnType<typeof member>>, amount: string, key: string) {
  const channels = (await m.call('/api/member/deposit/channels')).data.list as { id: number; type: string }[];
  const gateway = channels.find((c) => c.type === 'gateway')!;
  const res = await m.call('/api/member/deposit', { channel_id: gateway.id, amount, idempotency_key: key });
  expect(res.code, res.message).toBe(1000);
  return res.data as { order_number: string; status: string; pay_url: string };
}

const callback = (over: Partial<Signed> & { order_number: string }, key = secret) => {
  const fields: Signed = {
    merchant_id: 'SANDBOX',
    amount: '300.00',
    currency: 'RMB',
    status: 'paid',
    trade_no: 'T-1',
    ts: String(Math.floor(Date.now() / 1000)),
    nonce: newNonce(),
    ...over,
  };
  return withSignature(fields, key);
};
const notify = (body: Signed) => post('/api/payment/notify', body);

describe('online deposits', () => {
  it('sends the member to the sandbox page with a signed order; a changed address is refused', async () => {
    const m = await member('gwpayer1');
    const order = await gatewayOrder(m, '300', 'gw-key-0001');
    const url = new URL(order.pay_url);
    expect(url.pathname).toBe('/sandbox-gateway/pay');
    expect(url.searchParams.get('amount')).toBe('300.00');
    expect(url.searchParams.get('notify_url')).toBe(`${base}/api/payment/notify`);
    const pageRes = await fetch(order.pay_url);
    expect(pageRes.status).toBe(200);
    expect(await pageRes.text()).toContain(order.order_number);

    url.searchParams.set('amount', '3.00');
    const tampered = await fetch(url);
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('not signed');
    // The same key again answers the same order and address.
    const again = await gatewayOrder(m, '300', 'gw-key-0001');
    expect(again.order_number).toBe(order.order_number);
  });

  it('credits once through the sandbox: confirm posts the signed callback and returns to the records', async () => {
    const m = await member('gwpayer2');
    const order = await gatewayOrder(m, '300', 'gw-key-0002');
    const form = new URLSearchParams(new URL(order.pay_url).searchParams);
    form.set('answer', 'pay');
    const res = await fetch(`${base}/sandbox-gateway/answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${base}/user?page=DWRecord`);
    expect(await m.cash()).toBe('300.00');
    expect(events.find((e) => e.orderNumber === order.order_number)?.depositTimes).toBe(1);

    // The payer presses confirm again (a second callback with a new nonce): nothing more is paid.
    await fetch(`${base}/sandbox-gateway/answer`, { method: 'POST', body: form, redirect: 'manual' });
    expect(await m.cash()).toBe('300.00');
    const transfers = await t.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `deposit:${order.order_number}`));
    expect(transfers).toHaveLength(1);
  });

  it('refuses forged, replayed, stale, tampered and foreign callbacks, and pays nothing for them', async () => {
    const m = await member('gwpayer3');
    const { order_number } = await gatewayOrder(m, '300', 'gw-key-0003');
    const forged = await notify(callback({ order_number }, 'a guessed secret of some length'));
    expect(forged.message).toContain('sign');
    const tamperedAfterSigning = { ...callback({ order_number }), amount: '3000.00' };
    expect((await notify(tamperedAfterSigning)).message).toContain('sign');
    const wrongAmount = await notify(callback({ order_number, amount: '3000.00' }));
    expect(wrongAmount.message).toContain('amount');
    const wrongCurrency = await notify(callback({ order_number, currency: 'USD' }));
    expect(wrongCurrency.message).toContain('amount');
    const stale = await notify(callback({ order_number, ts: String(Math.floor(Date.now() / 1000) - 600) }));
    expect(stale.message).toContain('ts');
    const foreign = await notify(callback({ order_number, merchant_id: 'OTHER' }));
    expect(foreign.message).toContain('order_number');
    const unknown = await notify(callback({ order_number: 'D20260101NOSUCH' }));
    expect(unknown.message).toContain('order_number');
    expect(await m.cash()).toBe('0.00');

    const good = callback({ order_number });
    expect((await notify(good)).data).toEqual({ order_number, status: 'success' });
    const replay = await notify(good);
    expect(replay.code).toBe(400);
    expect(replay.message).toContain('nonce');
    // A late failure after success does not undo the payment.
    expect((await notify(callback({ order_number, status: 'failed' }))).data.status).toBe('success');
    expect(await m.cash()).toBe('300.00');
  });

  it('marks a failed payment cancelled without money, and counts deposits for first pay', async () => {
    const m = await member('gwpayer4');
    const failed = await gatewayOrder(m, '300', 'gw-key-0004');
    const res = await notify(callback({ order_number: failed.order_number, status: 'failed' }));
    expect(res.data.status).toBe('cancelled');
    expect(await m.cash()).toBe('0.00');
    const first = await gatewayOrder(m, '300', 'gw-key-0005');
    await notify(callback({ order_number: first.order_number }));
    const second = await gatewayOrder(m, '300', 'gw-key-0006');
    await notify(callback({ order_number: second.order_number }));
    const times = events.filter((e) => [first.order_number, second.order_number].includes(e.orderNumber));
    expect(times.map((e) => e.depositTimes)).toEqual([1, 2]);
    expect(await m.cash()).toBe('600.00');
    const records = await m.call('/api/member/deposit/records', {
      start_date: '2000-01-01',
      end_date: '2100-01-01',
      page: 1,
      page_size: 10,
    });
    const list = records.data.list as { status: string }[];
    expect(list.map((r) => r.status).sort()).toEqual(['cancelled', 'success', 'success']);
  });
});
