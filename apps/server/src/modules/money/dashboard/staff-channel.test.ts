import {
  AdminDepositApprove,
  AdminDepositList,
  DepositChannels,
  DepositRequest,
  STAFF_REVIEW_EVENT,
  StaffChannels,
} from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registeredMember } from '../../../test/member-client';
import { client, closeClients, next, record, subscribe } from '../../../test/realtime-client';
import { staffMember, type Staff } from '../../../test/staff-token';

let t: TestApp;
let finance: Staff;
let support: Staff;
let auditor: Staff;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  finance = await staffMember(t, 'live-finance', 'finance');
  support = await staffMember(t, 'live-support', 'support');
  auditor = await staffMember(t, 'live-auditor', 'auditor');
});
afterAll(async () => {
  closeClients();
  await t.close();
});

describe('the staff review channel', () => {
  it('brings a new bank deposit to finance at once, and never to support or members', async () => {
    const cashier = await client(t, { staffToken: finance.token });
    expect(await subscribe(cashier, StaffChannels.queue('deposits', 1))).toEqual({
      ok: true,
      channel: 'staff.deposits.1',
    });
    const allSites = await client(t, { staffToken: finance.token });
    expect((await subscribe(allSites, StaffChannels.queue('deposits'))).ok).toBe(true);
    const otherSite = await client(t, { staffToken: finance.token });
    expect((await subscribe(otherSite, StaffChannels.queue('deposits', 2))).ok).toBe(true);

    const helpdesk = await client(t, { staffToken: support.token });
    expect(await subscribe(helpdesk, 'staff.deposits')).toMatchObject({ ok: false, error: 'forbidden' });
    expect(await subscribe(helpdesk, 'staff.withdrawals.1')).toMatchObject({ ok: false, error: 'forbidden' });
    const reader = await client(t, { staffToken: auditor.token });
    expect((await subscribe(reader, 'staff.withdrawals')).ok).toBe(true);

    const m = await registeredMember(t, { member_account: 'live_member' });
    const memberSocket = await client(t, { token: m.token });
    expect(await subscribe(memberSocket, 'staff.deposits.1')).toMatchObject({
      ok: false,
      error: 'unauthorized',
    });
    // A member token offered as a staff token is no staff session.
    const pretender = await client(t, { staffToken: m.token });
    expect(await subscribe(pretender, 'staff.deposits')).toMatchObject({ ok: false, error: 'unauthorized' });

    const heardBySupport = record(helpdesk);
    const heardByOtherSite = record(otherSite);
    const heard = next(cashier, STAFF_REVIEW_EVENT);
    const heardAll = next(allSites, STAFF_REVIEW_EVENT);
    const channel = (await m.call(DepositChannels)).list.find((c) => c.type === 'bank')!;
    const order = await m.call(DepositRequest, {
      channel_id: channel.id,
      amount: '180.00',
      idempotency_key: 'live-dep-1',
    });
    const expected = {
      queue: 'deposits',
      site_id: 1,
      currency: 'RMB',
      order_number: order.order_number,
      change: 'new',
    };
    expect(await heard).toEqual(['staff.deposits.1', expected]);
    expect(await heardAll).toEqual(['staff.deposits', expected]);

    const resolved = next(cashier, STAFF_REVIEW_EVENT);
    const id = (await finance.call(AdminDepositList, { status: 'pending', member_id: m.id })).list[0]!.id;
    await finance.call(AdminDepositApprove, { id });
    expect(await resolved).toEqual(['staff.deposits.1', { ...expected, change: 'resolved' }]);
    expect(heardBySupport).toEqual([]);
    expect(heardByOtherSite).toEqual([]);
  });
});
