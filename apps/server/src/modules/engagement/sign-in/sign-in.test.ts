import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminSignInCampaignCreate,
  AdminSignInCampaignList,
  AdminSignInCampaignStop,
  AdminSignInCampaignUpdate,
  MemberLayout,
  SignInClaim,
  SignInData,
} from '@arks/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { ManualClock } from '../../../test/manual-clock';
import { members } from '../../../db/schema';
import { offContract } from '../../../test/api-client';
import { loggedInMember, memberWithToken, registeredMember, type Member } from '../../../test/member-client';
import { loggedInStaff, staffMember, type Staff } from '../../../test/staff-token';
import { checkLedgerInvariants } from '../../money/ledger/invariants';
import { localDate } from './service';

let t: TestApp;
let calendar: Staff;
let timeZone: string;
const clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' }, clock });
  calendar = await staffMember(t, 'calendar', 'finance', clock);
  // The demo seed runs a calendar for every currency (db/seed/promotion-units.ts); these tests make
  // their own, and a site's campaigns of one currency may not overlap.
  await t.db.execute(sql`delete from sign_in_campaigns`);
  const { rows } = await t.db.execute<{ time_zone: string }>(sql`select time_zone from sites where id = 1`);
  timeZone = rows[0]!.time_zone;
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

const register = (account: string) => registeredMember(t, { member_account: account, member_name: '钱七' });
/** A day later the session is long idle: log in again, as the member would. */
const relogin = (m: Member) => loggedInMember(t, { account: m.account });

describe('sign-in rewards', () => {
  it('shows the calendar with every state and pays today once, in the site’s time zone', async () => {
    const today = localDate(clock.now(), timeZone);
    const start = localDate(new Date(clock.now().getTime() - 2 * DAY), timeZone);
    const end = localDate(new Date(clock.now().getTime() + 2 * DAY), timeZone);
    const created = await calendar.call(AdminSignInCampaignCreate, {
      site_id: 1,
      currency: 'RMB',
      titles: { zh_CN: 'Daily' },
      start_date: start,
      end_date: end,
      rewards: ['1', '2', '3'],
      budget: '100',
    });
    const campaignId = created.id;
    let m = await register('signer01');

    const before = await m.call(SignInData);
    expect(before?.today).toBe(today);
    expect(before?.days.map((d) => d.state)).toEqual([
      'sign_in_day_expired',
      'sign_in_day_expired',
      'can_sign_in',
      'not_yet_open',
      'not_yet_open',
    ]);
    expect(before?.days.map((d) => d.amount)).toEqual(['1.00', '2.00', '3.00', '1.00', '2.00']);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => m.send(SignInClaim, { campaign_id: campaignId })),
    );
    expect(answers.filter((a) => a.code === 1000).map((a) => a.data)).toEqual([
      { state: 'success', date: today, cash: '3.00' },
    ]);
    expect(answers.filter((a) => a.code === 101)).toHaveLength(9);
    const layout = await m.call(MemberLayout);
    expect(layout.member_common_layout.member_cash).toBe('3.00');
    expect((await m.call(SignInData))?.days[2]?.state).toBe('signed_in');

    clock.advance(DAY);
    m = await relogin(m);
    expect((await m.call(SignInClaim, { campaign_id: campaignId })).cash).toBe('1.00');
    clock.advance(3 * DAY);
    m = await relogin(m);
    expect((await m.send(SignInClaim, { campaign_id: campaignId })).code).toBe(103);
  });

  it('lists campaigns with what they paid; staff change their terms, but not the start once members signed in', async () => {
    // Days have passed on the test clock: staff sign in again.
    const admin = await loggedInStaff(t, 'calendar');
    const list = (await admin.call(AdminSignInCampaignList, { site_id: 1 })).list;
    const daily = list.find((c) => c.titles.zh_CN === 'Daily')!;
    expect(daily).toMatchObject({
      currency: 'RMB',
      rewards: ['1.00', '2.00', '3.00'],
      budget: '100.00',
      sign_ins: 2,
      paid: '4.00',
    });
    const day = (offset: number) => localDate(new Date(clock.now().getTime() + offset * DAY), timeZone);
    const moved = await admin.send(AdminSignInCampaignUpdate, {
      id: daily.id,
      titles: { zh_CN: 'Daily' },
      start_date: day(-1),
      end_date: daily.end_date,
      rewards: ['1', '2', '3'],
      budget: '100',
    });
    expect(moved.message).toContain('start_date');
    const later = await admin.call(AdminSignInCampaignCreate, {
      site_id: 1,
      currency: 'RMB',
      titles: { zh_CN: 'Next month' },
      start_date: day(30),
      end_date: day(40),
      rewards: ['1'],
      budget: '100',
    });
    const edited = await admin.call(AdminSignInCampaignUpdate, {
      id: later.id,
      titles: { zh_CN: 'Next month, richer' },
      start_date: day(31),
      end_date: day(45),
      rewards: ['2', '4.5'],
      budget: '100',
    });
    expect(edited).toMatchObject({
      titles: { zh_CN: 'Next month, richer' },
      rewards: ['2.00', '4.50'],
      budget: '100.00',
      sign_ins: 0,
    });
    const overlap = await admin.send(AdminSignInCampaignUpdate, {
      id: later.id,
      titles: { zh_CN: 'x' },
      start_date: daily.end_date,
      end_date: day(45),
      rewards: ['1'],
      budget: '100',
    });
    expect(overlap.message).toContain('overlaps');
    const backwards = await admin.send(AdminSignInCampaignUpdate, {
      id: later.id,
      titles: { zh_CN: 'x' },
      start_date: day(45),
      end_date: day(31),
      rewards: ['1'],
      budget: '100',
    });
    expect(backwards.message).toContain('end_date');
    expect(
      (
        await admin.send(AdminSignInCampaignUpdate, {
          id: 999999,
          titles: { zh_CN: 'x' },
          start_date: day(50),
          end_date: day(51),
          rewards: ['1'],
          budget: '100',
        })
      ).code,
    ).toBe(404);
  });

  it('pays 250 parallel sign-ins exactly up to a small budget, then the campaign has ended', async () => {
    const today = localDate(clock.now(), timeZone);
    const finance = await staffMember(t, 'cal-finance', 'finance');
    const created = await finance.call(AdminSignInCampaignCreate, {
      site_id: 1,
      currency: 'USD',
      titles: { zh_CN: 'Rush' },
      start_date: today,
      end_date: today,
      rewards: ['1.00'],
      budget: '20.00',
    });
    const campaignId = created.id;
    const tokens = await Promise.all(
      Array.from({ length: 250 }, async (_, i) => {
        const [row] = await t.db
          .insert(members)
          .values({
            siteId: 1,
            account: `usd${String(i).padStart(4, '0')}`,
            passwordHash: 'x',
            currency: 'USD',
          })
          .returning({ id: members.id });
        return (await t.app.sessions.issue({ memberId: row!.id, siteId: 1, currency: 'USD' })).token;
      }),
    );
    const answers = await Promise.all(
      tokens.map((token) => memberWithToken(t, token).send(SignInClaim, { campaign_id: campaignId })),
    );
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(20);
    expect(answers.filter((a) => a.code === 103)).toHaveLength(230);
    const { rows } = await t.db.execute<{ paid: string; credited: string; days: number }>(sql`
      select c.paid::text,
             (select coalesce(sum(amount), 0)::text from ledger_transfers
               where reference = ${`sign-in:${campaignId}`} and status = 'posted') as credited,
             (select count(*)::int from sign_ins where campaign_id = c.id) as days
        from sign_in_campaigns c where c.id = ${campaignId}`);
    // A refused sign-in leaves no day behind: the member may sign in once a budget is raised.
    expect(rows[0]).toEqual({ paid: '2000', credited: '2000', days: 20 });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  }, 120_000);

  it('lets content staff run a campaign up to the approval line, finance above it, support never; stops it', async () => {
    const content = await staffMember(t, 'cal-content', 'content');
    const support = await staffMember(t, 'cal-support', 'support');
    const day = (offset: number) => localDate(new Date(clock.now().getTime() + offset * DAY), timeZone);
    const terms = {
      titles: { zh_CN: 'Later' },
      start_date: day(100),
      end_date: day(110),
      rewards: ['1'],
      budget: '10',
    };
    const create = { ...terms, site_id: 1, currency: 'RMB' };
    expect((await support.send(AdminSignInCampaignCreate, create)).statusCode).toBe(403);
    // RMB's approval line is 50000.00 (MONEY_LIMITS.approvalAbove).
    const big = await content.send(AdminSignInCampaignCreate, { ...create, budget: '50000.01' });
    expect(big.statusCode).toBe(403);
    expect(big.message).toContain('budget: above 50000.00 RMB');
    const { id } = await content.call(AdminSignInCampaignCreate, create);
    const finance = await loggedInStaff(t, 'calendar');
    expect(
      (await content.send(AdminSignInCampaignUpdate, { id, ...terms, titles: { zh_CN: 'Reworded' } }))
        .statusCode,
    ).toBe(200);
    expect((await content.send(AdminSignInCampaignUpdate, { id, ...terms, budget: '11' })).statusCode).toBe(
      200,
    );
    expect(
      (await content.send(AdminSignInCampaignUpdate, { id, ...terms, budget: '60000' })).statusCode,
    ).toBe(403);
    expect(
      (await finance.send(AdminSignInCampaignUpdate, { id, ...terms, budget: '60000' })).statusCode,
    ).toBe(200);
    // Over the line now: content may still reword it, but no longer raise a day's reward.
    expect(
      (await content.send(AdminSignInCampaignUpdate, { id, ...terms, budget: '60000', rewards: ['1', '2'] }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await content.send(AdminSignInCampaignUpdate, {
          id,
          ...terms,
          budget: '60000',
          titles: { zh_CN: 'Again' },
        })
      ).statusCode,
    ).toBe(200);
    const noReason = await content.send(AdminSignInCampaignStop, offContract({ id }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.message).toContain('reason');
    expect((await support.send(AdminSignInCampaignStop, { id, reason: 'x' })).statusCode).toBe(403);
    const stopped = await content.call(AdminSignInCampaignStop, { id, reason: 'Wrong month' });
    expect(stopped.stopped_at).not.toBeNull();
    expect((await content.send(AdminSignInCampaignStop, { id, reason: 'again' })).statusCode).toBe(400);
    // A stopped campaign no longer blocks its dates.
    expect((await finance.send(AdminSignInCampaignCreate, create)).statusCode).toBe(200);
    const huge = await finance.send(AdminSignInCampaignUpdate, { id, ...terms, rewards: ['9999999999999'] });
    expect(huge.statusCode).toBe(400);
    expect(huge.message).toMatch(/^rewards\.0: at most/);
    const { budget: _b, ...unbudgeted } = create;
    const none = await finance.send(AdminSignInCampaignCreate, offContract(unbudgeted));
    expect(none.statusCode).toBe(400);
    expect(none.message).toContain('budget');
  });

  it('titles the calendar in the reader’s language, else the site’s default, and staff must write that one', async () => {
    const finance = await loggedInStaff(t, 'calendar');
    const zone = (await t.db.execute<{ time_zone: string }>(sql`select time_zone from sites where id = 2`))
      .rows[0]!.time_zone;
    const day = (offset: number) => localDate(new Date(clock.now().getTime() + offset * DAY), zone);
    const terms = { site_id: 2, currency: 'VND', start_date: day(0), end_date: day(6), rewards: ['1000'] };
    // Site 2 reads English by default: a campaign without it is refused, naming the field.
    const missing = await finance.send(AdminSignInCampaignCreate, {
      ...terms,
      titles: { vi_VN: 'Điểm danh Tết', th_TH: 'เช็คอินรับตรุษจีน' },
      budget: '100000',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.message).toMatch(/^titles\.en_US: required/);
    const unknown = await finance.send(
      AdminSignInCampaignCreate,
      offContract({ ...terms, titles: { en_US: 'Lunar check-in', xx_XX: '?' }, budget: '100000' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.message).toContain('titles');

    await finance.call(AdminSignInCampaignCreate, {
      ...terms,
      titles: { en_US: 'Lunar check-in', vi_VN: 'Điểm danh Tết', th_TH: 'เช็คอินรับตรุษจีน' },
      budget: '100000',
    });
    const [row] = await t.db
      .insert(members)
      .values({ siteId: 2, account: 'vnsigner1', passwordHash: 'x', currency: 'VND' })
      .returning({ id: members.id });
    const { token } = await t.app.sessions.issue({ memberId: row!.id, siteId: 2, currency: 'VND' });
    const titleIn = async (lang: string) =>
      (await memberWithToken(t, token, { headers: { lang, host: 'site2.localhost' } }).call(SignInData))
        ?.campaign.title;
    expect(await titleIn('th_TH')).toBe('เช็คอินรับตรุษจีน');
    expect(await titleIn('vi_VN')).toBe('Điểm danh Tết');
    expect(await titleIn('ja_JP')).toBe('Lunar check-in');
    const stored = (await finance.call(AdminSignInCampaignList, { site_id: 2 })).list;
    expect(stored.find((c) => c.currency === 'VND')?.titles).toEqual({
      en_US: 'Lunar check-in',
      vi_VN: 'Điểm danh Tết',
      th_TH: 'เช็คอินรับตรุษจีน',
    });
  });
});
