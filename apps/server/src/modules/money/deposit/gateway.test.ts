import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DepositChannels,
  DepositGatewayNotify,
  DepositRecords,
  DepositRequest,
  MoneyCode,
  MyCash,
} from '@arks/contracts';
import { loadConfig, sandboxGatewaySecret } from '../../../config';
import { ledgerTransfers } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { offContract } from '../../../test/api-client';
import { registeredMember, visitor } from '../../../test/member-client';
import { checkLedgerInvariants } from '../ledger/invariants';
import { newNonce } from './gateway';
import { withSignature, type Signed } from './gateway-protocol';

/**
 * Online deposits through the sandbox gateway, and the callback's defences: forged, replayed, stale,
 * tampered and repeated callbacks, over real HTTP as the gateway would send them.
 */
let t: TestApp;
let base: string;
const secret = sandboxGatewaySecret(loadConfig({ NODE_ENV: 'test' }));
const events: { orderNumber: string; depositTimes: number }[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // The site's configured address is where this test server listens.
  await t.db.execute(sql`update sites set public_origin = ${base} where id = 1`);
  t.app.events.subscribe('deposit.succeeded', (p) => events.push(p as (typeof events)[number]));
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

const member = (account: string) =>
  registeredMember({ url: base }, { member_account: account, member_name: '赵六' });
type Member = Awaited<ReturnType<typeof member>>;
const cash = async (m: Member) => (await m.call(MyCash)).main_cash;
const gatewayChannel = async (m: Member) =>
  (await m.call(DepositChannels)).list.find((c) => c.type === 'gateway')!;

async function gatewayOrder(m: Member, amount: string, key: string) {
  const gateway = await gatewayChannel(m);
  const res = await m.call(DepositRequest, { channel_id: gateway.id, amount, idempotency_key: key });
  return { ...res, pay_url: res.pay_url ?? '' };
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
const notify = (body: Signed) =>
  visitor({ url: base }, { ip: '10.77.0.250' }).send(DepositGatewayNotify, offContract(body));

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
    expect(await cash(m)).toBe('300.00');
    expect(events.find((e) => e.orderNumber === order.order_number)?.depositTimes).toBe(1);

    // The payer presses confirm again (a second callback with a new nonce): nothing more is paid.
    await fetch(`${base}/sandbox-gateway/answer`, { method: 'POST', body: form, redirect: 'manual' });
    expect(await cash(m)).toBe('300.00');
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
    expect(await cash(m)).toBe('0.00');

    const good = callback({ order_number });
    expect((await notify(good)).data).toEqual({ order_number, status: 'success' });
    const replay = await notify(good);
    expect(replay.code).toBe(400);
    expect(replay.message).toContain('nonce');
    // A late failure after success does not undo the payment.
    expect((await notify(callback({ order_number, status: 'failed' }))).data).toMatchObject({
      status: 'success',
    });
    expect(await cash(m)).toBe('300.00');
  });

  it('marks a failed payment cancelled without money, and counts deposits for first pay', async () => {
    const m = await member('gwpayer4');
    const failed = await gatewayOrder(m, '300', 'gw-key-0004');
    const res = await notify(callback({ order_number: failed.order_number, status: 'failed' }));
    expect(res.data).toMatchObject({ status: 'cancelled' });
    expect(await cash(m)).toBe('0.00');
    const first = await gatewayOrder(m, '300', 'gw-key-0005');
    await notify(callback({ order_number: first.order_number }));
    const second = await gatewayOrder(m, '300', 'gw-key-0006');
    await notify(callback({ order_number: second.order_number }));
    const times = events.filter((e) => [first.order_number, second.order_number].includes(e.orderNumber));
    expect(times.map((e) => e.depositTimes)).toEqual([1, 2]);
    expect(await cash(m)).toBe('600.00');
    const records = await m.call(DepositRecords, {
      start_date: '2000-01-01',
      end_date: '2100-01-01',
      page: 1,
      page_size: 10,
    });
    expect(records.list.map((r) => r.status).sort()).toEqual(['cancelled', 'success', 'success']);
  });

  it('builds callback and return addresses from the site’s public origin, whatever Host or X-Forwarded-Host say', async () => {
    const m = await member('gwforge1');
    const gateway = await gatewayChannel(m);
    const forgeries: Record<string, string>[] = [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example' },
      { host: 'evil.example:8443', 'x-forwarded-host': 'attacker.test', 'x-forwarded-proto': 'https' },
    ];
    for (const [i, headers] of forgeries.entries()) {
      const res = await m.call(
        DepositRequest,
        { channel_id: gateway.id, amount: '300', idempotency_key: `gw-forge-${i}` },
        { headers },
      );
      const url = new URL(res.pay_url ?? '');
      expect(url.origin).toBe(base);
      expect(url.searchParams.get('notify_url')).toBe(`${base}/api/payment/notify`);
      expect(url.searchParams.get('return_url')).toBe(`${base}/user?page=DWRecord`);
    }
  });

  it('never leaves an orphan order: a malformed forwarded host is ignored, a site without an origin refuses first', async () => {
    const m = await member('gwforge2');
    const orders = async () =>
      (await t.db.execute(sql`select count(*)::int as n from deposit_orders where member_id = ${m.id}`))
        .rows[0]!.n;
    const gateway = await gatewayChannel(m);
    const malformed = await m.call(
      DepositRequest,
      { channel_id: gateway.id, amount: '300', idempotency_key: 'gw-bad-host' },
      { headers: { 'x-forwarded-host': 'bad host:99999' } },
    );
    expect(new URL(malformed.pay_url ?? '').origin).toBe(base);
    expect(await orders()).toBe(1);

    for (const [i, origin] of [null, 'not an origin', 'javascript:alert(1)', `${base}/some/path`].entries()) {
      await t.db.execute(sql`update sites set public_origin = ${origin} where id = 1`);
      const refused = await m.send(DepositRequest, {
        channel_id: gateway.id,
        amount: '300',
        idempotency_key: `gw-no-origin-${i}`,
      });
      expect(refused.code, String(origin)).toBe(MoneyCode.CHANNEL_UNAVAILABLE);
      // Site 1 answers in its default language, Chinese.
      expect(refused.message).toContain('公网地址');
      expect(await orders()).toBe(1);
    }
    await t.db.execute(sql`update sites set public_origin = ${base} where id = 1`);
  });
});
