import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { ManualClock } from '../../test/manual-clock';
import { checkLedgerInvariants } from '../ledger/invariants';
import { createStaffService } from '../staff/service';
import { localDate } from './service';

let t: TestApp;
let staffToken: string;
let timeZone: string;
let ipSeq = 0;
const clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' }, clock });
  const svc = createStaffService({ db: t.db, clock, totpKey: 'unused' });
  await svc.create({ account: 'calendar', password: 'correct-horse-42', role: 'content' });
  staffToken = (
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { account: 'calendar', password: 'correct-horse-42' },
    })
  ).json().data.token;
  const { rows } = await t.db.execute<{ time_zone: string }>(sql`select time_zone from sites where id = 1`);
  timeZone = rows[0]!.time_zone;
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

async function register(account: string) {
  const body = (
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'x-forwarded-for': `10.3.0.${++ipSeq}` },
      payload: {
        site_id: 1,
        member_account: account,
        password: 'abc123',
        check_password: 'abc123',
        member_currency: 'RMB',
        member_name: '钱七',
        withdraw_password: '1234',
        agreement: true,
      },
    })
  ).json();
  expect(body.code, body.message).toBe(1000);
  let token = body.data.token as string;
  const call = async (url: string, payload: object = {}) =>
    (
      await t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } })
    ).json();
  /** A day later the session is long idle: log in again, as the member would. */
  const relogin = async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { site_id: 1, account, password: 'abc123' },
    });
    token = login.json().data.token;
  };
  return Object.assign(call, { relogin });
}

describe('sign-in rewards', () => {
  it('shows the calendar with every state and pays today once, in the site’s time zone', async () => {
    const today = localDate(clock.now(), timeZone);
    const start = localDate(new Date(clock.now().getTime() - 2 * DAY), timeZone);
    const end = localDate(new Date(clock.now().getTime() + 2 * DAY), timeZone);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sign-in-campaigns',
      headers: { authorization: `Bearer ${staffToken}` },
      payload: {
        site_id: 1,
        currency: 'RMB',
        title: 'Daily',
        start_date: start,
        end_date: end,
        rewards: ['1', '2', '3'],
      },
    });
    const campaignId = created.json().data.id as number;
    const call = await register('signer01');

    const before = (await call('/api/arks/web/activity/sign_in_data')).data;
    expect(before.today).toBe(today);
    expect(before.days.map((d: { state: string }) => d.state)).toEqual([
      'sign_in_day_expired',
      'sign_in_day_expired',
      'can_sign_in',
      'not_yet_open',
      'not_yet_open',
    ]);
    expect(before.days.map((d: { amount: string }) => d.amount)).toEqual([
      '1.00',
      '2.00',
      '3.00',
      '1.00',
      '2.00',
    ]);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('/api/arks/web/activity/sign_in', { campaign_id: campaignId })),
    );
    expect(answers.filter((a) => a.code === 1000)).toEqual([
      { code: 1000, message: expect.any(String), data: { state: 'success', date: today, cash: '3.00' } },
    ]);
    expect(answers.filter((a) => a.code === 101)).toHaveLength(9);
    const layout = await call('/api/member/profile/common/layout');
    expect(layout.data.member_common_layout.member_cash).toBe('3.00');
    expect((await call('/api/arks/web/activity/sign_in_data')).data.days[2].state).toBe('signed_in');

    clock.advance(DAY);
    await call.relogin();
    expect((await call('/api/arks/web/activity/sign_in', { campaign_id: campaignId })).data.cash).toBe(
      '1.00',
    );
    clock.advance(3 * DAY);
    await call.relogin();
    expect((await call('/api/arks/web/activity/sign_in', { campaign_id: campaignId })).code).toBe(103);
  });

  it('lists campaigns with what they paid; staff change their terms, but not the start once members signed in', async () => {
    // Days have passed on the test clock: staff sign in again.
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { account: 'calendar', password: 'correct-horse-42' },
      })
    ).json().data.token;
    const admin = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      (await t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } })).json();
    const list = (await admin('GET', '/api/admin/sign-in-campaigns?site_id=1')).data.list;
    const daily = list.find((c: { title: string }) => c.title === 'Daily');
    expect(daily).toMatchObject({
      currency: 'RMB',
      rewards: ['1.00', '2.00', '3.00'],
      sign_ins: 2,
      paid: '4.00',
    });
    const day = (offset: number) => localDate(new Date(clock.now().getTime() + offset * DAY), timeZone);
    const moved = await admin('PUT', `/api/admin/sign-in-campaigns/${daily.id}`, {
      title: 'Daily',
      start_date: day(-1),
      end_date: daily.end_date,
      rewards: ['1', '2', '3'],
    });
    expect(moved.message).toContain('start_date');
    const later = await admin('POST', '/api/admin/sign-in-campaigns', {
      site_id: 1,
      currency: 'RMB',
      title: 'Next month',
      start_date: day(30),
      end_date: day(40),
      rewards: ['1'],
    });
    const edited = await admin('PUT', `/api/admin/sign-in-campaigns/${later.data.id}`, {
      title: 'Next month, richer',
      start_date: day(31),
      end_date: day(45),
      rewards: ['2', '4.5'],
    });
    expect(edited.data).toMatchObject({
      title: 'Next month, richer',
      rewards: ['2.00', '4.50'],
      sign_ins: 0,
    });
    const overlap = await admin('PUT', `/api/admin/sign-in-campaigns/${later.data.id}`, {
      title: 'x',
      start_date: daily.end_date,
      end_date: day(45),
      rewards: ['1'],
    });
    expect(overlap.message).toContain('overlaps');
    const backwards = await admin('PUT', `/api/admin/sign-in-campaigns/${later.data.id}`, {
      title: 'x',
      start_date: day(45),
      end_date: day(31),
      rewards: ['1'],
    });
    expect(backwards.message).toContain('end_date');
    expect(
      (
        await admin('PUT', '/api/admin/sign-in-campaigns/999999', {
          title: 'x',
          start_date: day(50),
          end_date: day(51),
          rewards: ['1'],
        })
      ).code,
    ).toBe(404);
  });
});
