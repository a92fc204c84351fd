import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { checkLedgerInvariants } from '../ledger/invariants';
import { createStaffService } from '../staff/service';

let t: TestApp;
let staffToken: string;
let ipSeq = 0;
const events: { name: string; payload: unknown }[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  const svc = createStaffService({ db: t.db, clock: { now: () => new Date() }, totpKey: 'unused' });
  await svc.create({ account: 'cashier', password: 'correct-horse-42', role: 'finance' });
  staffToken = (
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { account: 'cashier', password: 'correct-horse-42' },
    })
  ).json().data.token;
  t.app.events.subscribe('deposit.succeeded', (payload) =>
    events.push({ name: 'deposit.succeeded', payload }),
  );
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

async function member(account: string) {
  const body = (
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'x-forwarded-for': `10.13.0.${++ipSeq}` },
      payload: {
        site_id: 1,
        member_account: account,
        password: 'abc123',
        check_password: 'abc123',
        member_currency: 'RMB',
        member_name: '吴十',
        withdraw_password: '1234',
        agreement: true,
      },
    })
  ).json();
  const token = body.data.token as string;
  const call = async (url: string, payload: object = {}) =>
    (
      await t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } })
    ).json();
  return { id: body.data.member_id as number, call };
}

const admin = async (method: 'GET' | 'POST', url: string, payload?: object, token = staffToken) =>
  (
    await t.app.inject({
      method,
      url: `/api/admin${url}`,
      payload,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();

describe('manual deposits', () => {
  it('credits the member once when staff approve, and tells them live', async () => {
    const m = await member('depositor1');
    const channels = (await m.call('/api/member/deposit/channels')).data.list;
    expect(channels[0]).toMatchObject({
      type: 'bank',
      min_amount: '100.00',
      account_number: expect.any(String),
    });
    const order = await m.call('/api/member/deposit', {
      channel_id: channels[0].id,
      amount: '250.50',
      reference: 'ICBC 8842',
      idempotency_key: 'dep-key-0001',
    });
    expect(order.data.status).toBe('pending');
    // A retry of the same request is the same order.
    const again = await m.call('/api/member/deposit', {
      channel_id: channels[0].id,
      amount: '250.50',
      idempotency_key: 'dep-key-0001',
    });
    expect(again.data.order_number).toBe(order.data.order_number);
    const layout = async () =>
      (await m.call('/api/member/profile/common/layout')).data.member_common_layout.member_cash;
    expect(await layout()).toBe('0.00');

    const pending = await admin('GET', `/deposits?status=pending&member_id=${m.id}`);
    const id = pending.data.list[0].id;
    const approved = await Promise.all([
      admin('POST', `/deposits/${id}/approve`, {}),
      admin('POST', `/deposits/${id}/approve`, {}),
    ]);
    expect(approved.map((a) => a.code).sort((a, b) => a - b)).toEqual([605, 1000]);
    expect(await layout()).toBe('250.50');
    expect(events).toContainEqual({
      name: 'deposit.succeeded',
      payload: expect.objectContaining({
        orderNumber: order.data.order_number,
        amount: '250.50',
        depositTimes: 1,
      }),
    });
    expect((await admin('POST', `/deposits/${id}/reject`, { reason: 'late' })).code).toBe(605);
    const records = await m.call('/api/member/deposit/records', {
      start_date: new Date().toISOString().slice(0, 10),
      end_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    });
    expect(records.data.list[0]).toMatchObject({
      order_number: order.data.order_number,
      status: 'success',
      amount: '250.50',
    });
  });

  it('moves no money on a rejected order, and refuses bad amounts and channels', async () => {
    const m = await member('depositor2');
    const channel = (await m.call('/api/member/deposit/channels')).data.list[0];
    expect(
      (
        await m.call('/api/member/deposit', {
          channel_id: channel.id,
          amount: '99.99',
          idempotency_key: 'dep-key-low1',
        })
      ).code,
    ).toBe(602);
    expect(
      (
        await m.call('/api/member/deposit', {
          channel_id: channel.id,
          amount: '100.001',
          idempotency_key: 'dep-key-dec1',
        })
      ).code,
    ).not.toBe(1000);
    expect(
      (
        await m.call('/api/member/deposit', {
          channel_id: 99999,
          amount: '100',
          idempotency_key: 'dep-key-chn1',
        })
      ).code,
    ).toBe(603);
    const order = await m.call('/api/member/deposit', {
      channel_id: channel.id,
      amount: '100',
      idempotency_key: 'dep-key-rej1',
    });
    expect(
      (
        await m.call('/api/member/deposit', {
          channel_id: channel.id,
          amount: '101',
          idempotency_key: 'dep-key-rej1',
        })
      ).code,
    ).toBe(609);
    const id = (await admin('GET', `/deposits?member_id=${m.id}`)).data.list[0].id;
    expect((await admin('POST', `/deposits/${id}/reject`, { reason: 'no money arrived' })).data.status).toBe(
      'rejected',
    );
    expect((await m.call('/api/member/profile/common/layout')).data.member_common_layout.member_cash).toBe(
      '0.00',
    );
    expect(order.data.status).toBe('pending');
  });

  it('lets only finance and admin staff decide, and members see only their own orders', async () => {
    const svc = createStaffService({ db: t.db, clock: { now: () => new Date() }, totpKey: 'unused' });
    await svc.create({ account: 'helpdesk', password: 'correct-horse-43', role: 'support' });
    const support = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { account: 'helpdesk', password: 'correct-horse-43' },
      })
    ).json().data.token;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/deposits',
      headers: { authorization: `Bearer ${support}` },
    });
    expect(res.statusCode).toBe(403);
    const stranger = await member('depositor3');
    const records = await stranger.call('/api/member/deposit/records', {
      start_date: '2020-01-01',
      end_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    });
    expect(records.data.total).toBe(0);
  });
});
