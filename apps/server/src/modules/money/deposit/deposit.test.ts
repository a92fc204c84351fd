import {
  AdminDepositApprove,
  AdminDepositList,
  AdminDepositReject,
  DepositChannels,
  DepositRecords,
  DepositRequest,
  MemberLayout,
} from '@arks/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositChannels, members } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { checkLedgerInvariants } from '../ledger/invariants';
import { memberWithToken, registeredMember } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';

let t: TestApp;
let cashier: Staff;
const events: { name: string; payload: unknown }[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  cashier = await staffMember(t, 'cashier', 'finance');
  t.app.events.subscribe('deposit.succeeded', (payload) =>
    events.push({ name: 'deposit.succeeded', payload }),
  );
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

const member = (account: string) => registeredMember(t, { member_account: account, member_name: '吴十' });

describe('manual deposits', () => {
  it('credits the member once when staff approve, and tells them live', async () => {
    const m = await member('depositor1');
    const channels = (await m.call(DepositChannels)).list;
    expect(channels[0]).toMatchObject({
      type: 'bank',
      min_amount: '100.00',
      account_number: expect.any(String),
    });
    const order = await m.call(DepositRequest, {
      channel_id: channels[0]!.id,
      amount: '250.50',
      reference: 'ICBC 8842',
      idempotency_key: 'dep-key-0001',
    });
    expect(order.status).toBe('pending');
    // A retry of the same request is the same order.
    const again = await m.call(DepositRequest, {
      channel_id: channels[0]!.id,
      amount: '250.50',
      idempotency_key: 'dep-key-0001',
    });
    expect(again.order_number).toBe(order.order_number);
    const layout = async () => (await m.call(MemberLayout)).member_common_layout.member_cash;
    expect(await layout()).toBe('0.00');

    const pending = await cashier.call(AdminDepositList, { status: 'pending', member_id: m.id });
    const id = pending.list[0]!.id;
    const approved = await Promise.all([
      cashier.send(AdminDepositApprove, { id }),
      cashier.send(AdminDepositApprove, { id }),
    ]);
    expect(approved.map((a) => a.code).sort((a, b) => a - b)).toEqual([605, 1000]);
    expect(await layout()).toBe('250.50');
    expect(events).toContainEqual({
      name: 'deposit.succeeded',
      payload: expect.objectContaining({
        orderNumber: order.order_number,
        amount: '250.50',
        depositTimes: 1,
      }),
    });
    expect((await cashier.send(AdminDepositReject, { id, reason: 'late' })).code).toBe(605);
    const records = await m.call(DepositRecords, {
      start_date: new Date().toISOString().slice(0, 10),
      end_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    });
    expect(records.list[0]).toMatchObject({
      order_number: order.order_number,
      status: 'success',
      amount: '250.50',
    });
  });

  it('moves no money on a rejected order, and refuses bad amounts and channels', async () => {
    const m = await member('depositor2');
    const channel = (await m.call(DepositChannels)).list[0]!;
    expect(
      (
        await m.send(DepositRequest, {
          channel_id: channel.id,
          amount: '99.99',
          idempotency_key: 'dep-key-low1',
        })
      ).code,
    ).toBe(602);
    expect(
      (
        await m.send(DepositRequest, {
          channel_id: channel.id,
          amount: '100.001',
          idempotency_key: 'dep-key-dec1',
        })
      ).code,
    ).not.toBe(1000);
    expect(
      (
        await m.send(DepositRequest, {
          channel_id: 99999,
          amount: '100',
          idempotency_key: 'dep-key-chn1',
        })
      ).code,
    ).toBe(603);
    const order = await m.call(DepositRequest, {
      channel_id: channel.id,
      amount: '100',
      idempotency_key: 'dep-key-rej1',
    });
    expect(
      (
        await m.send(DepositRequest, {
          channel_id: channel.id,
          amount: '101',
          idempotency_key: 'dep-key-rej1',
        })
      ).code,
    ).toBe(609);
    const id = (await cashier.call(AdminDepositList, { member_id: m.id })).list[0]!.id;
    expect((await cashier.call(AdminDepositReject, { id, reason: 'no money arrived' })).status).toBe(
      'rejected',
    );
    expect((await m.call(MemberLayout)).member_common_layout.member_cash).toBe('0.00');
    expect(order.status).toBe('pending');
  });

  it('lets only finance and admin staff decide, and members see only their own orders', async () => {
    const support = await staffMember(t, 'helpdesk', 'support');
    expect((await support.send(AdminDepositList)).statusCode).toBe(403);
    const stranger = await member('depositor3');
    const records = await stranger.call(DepositRecords, {
      start_date: '2020-01-01',
      end_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    });
    expect(records.total).toBe(0);
  });

  it('names channels and records in the member’s language, keeping the names an order was filed under', async () => {
    const m = await member('depositor4');
    const reading = (lang: string) => memberWithToken(t, m.token, { headers: { lang } });
    // No language asked: the site's own (site 1 reads Simplified Chinese).
    expect((await m.call(DepositChannels)).list[0]?.name).toBe('银行转账');
    const thai = (await reading('th_TH').call(DepositChannels)).list[0]!;
    expect(thai.name).toBe('โอนผ่านธนาคาร');
    const order = await reading('th_TH').call(DepositRequest, {
      channel_id: thai.id,
      amount: '120',
      idempotency_key: 'dep-key-lang1',
    });

    // Staff later call the channel something else, in Chinese only: readers of other languages get the
    // site's default language, and the order filed before still says what the channel was called then.
    const [seeded] = await t.db.select().from(depositChannels).where(eq(depositChannels.id, thai.id));
    const renamed = { zh_CN: '锦鲤银行转账' };
    await t.db.update(depositChannels).set({ names: renamed }).where(eq(depositChannels.id, thai.id));
    expect((await reading('th_TH').call(DepositChannels)).list[0]?.name).toBe('锦鲤银行转账');
    const range = {
      start_date: new Date().toISOString().slice(0, 10),
      end_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    };
    const filed = async (lang: string) =>
      (await reading(lang).call(DepositRecords, range)).list.find(
        (r) => r.order_number === order.order_number,
      )?.channel_name;
    expect(await filed('th_TH')).toBe('โอนผ่านธนาคาร');
    expect(await filed('vi_VN')).toBe('Chuyển khoản ngân hàng');
    const staffView = (await cashier.call(AdminDepositList, { member_id: m.id })).list[0]!;
    expect(staffView.channel_name).toBe('Bank transfer');
    expect(Object.keys(staffView.channel_names)).toHaveLength(11);
    await t.db.update(depositChannels).set({ names: seeded!.names }).where(eq(depositChannels.id, thai.id));
  });

  it('names a site-2 channel in Thai for a Thai reader', async () => {
    const [row] = await t.db
      .insert(members)
      .values({ siteId: 2, account: 'thdepositor', passwordHash: 'x', currency: 'THB' })
      .returning({ id: members.id });
    const { token } = await t.app.sessions.issue({ memberId: row!.id, siteId: 2, currency: 'THB' });
    const onSite2 = (lang: string) =>
      memberWithToken(t, token, { headers: { lang, host: 'site2.localhost' } });
    const names = (await onSite2('th_TH').call(DepositChannels)).list.map((c) => c.name);
    expect(names).toContain('โอนผ่านธนาคาร');
    expect(names.every((name) => /[\u0E00-\u0E7F]/.test(name))).toBe(true);
  });
});
