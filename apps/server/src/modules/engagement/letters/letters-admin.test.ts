import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminLetterCancel,
  AdminLetterList,
  AdminLetterSend,
  LetterList,
  type TLetterAudience,
} from '@arks/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { ManualClock } from '../../../test/manual-clock';
import { members } from '../../../db/schema';
import { fieldErrors, offContract } from '../../../test/api-client';
import { memberWithToken, registeredMember, type Member } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';

let t: TestApp;
let writer: Staff;
const clock = new ManualClock(Date.now());
const MINUTE = 60_000;
/** Every `letter.sent` the server published, by letter. */
const notices = new Map<number, number[]>();

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' }, clock });
  writer = await staffMember(t, 'letters-writer', 'content', clock);
  const original = t.app.realtime.toMember.bind(t.app.realtime);
  t.app.realtime.toMember = ((memberId: number, event: string, payload: { letter_id: number }) => {
    if (event === 'letter.sent')
      notices.set(payload.letter_id, [...(notices.get(payload.letter_id) ?? []), memberId]);
    original(memberId, event as never, payload as never);
  }) as typeof t.app.realtime.toMember;
});
afterAll(() => t.close());

const deliveryJob = () => t.app.recurringJobs.find((j) => j.name === 'letter-delivery')!.run();
const register = (account: string, extra: { member_currency?: string; site_id?: number } = {}) =>
  registeredMember(t, {
    member_account: account,
    member_name: '王五',
    member_email: `${account}@example.com`,
    ...extra,
  });
const letter = (over: { audience: TLetterAudience; send_at?: string; site_id?: number }) => ({
  site_id: 1,
  titles: { zh_CN: '通知', en_US: 'Notice' },
  bodies: { zh_CN: '<p>内容</p>', en_US: '<p>Body</p>' },
  ...over,
});
const inboxIds = async (m: Member) => (await m.call(LetterList)).list.map((l) => l.id);
const listed = async (id: number) =>
  (await writer.call(AdminLetterList, { site_id: 1, page_size: 100 })).list.find((l) => l.id === id)!;

describe('staff letters', () => {
  it('delivers a scheduled letter exactly once when two job runners race for it', async () => {
    const a = await register('sched001');
    const b = await register('sched002');
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await writer.call(
        AdminLetterSend,
        letter({
          audience: { type: 'segment', currency: 'RMB' },
          send_at: new Date(clock.now().getTime() + 5 * MINUTE).toISOString(),
        }),
      );
      expect(res).toMatchObject({ status: 'scheduled', recipients: 0 });
      ids.push(res.id);
    }
    // Not due yet: nothing moves.
    await Promise.all([deliveryJob(), deliveryJob()]);
    expect(await inboxIds(a)).not.toContain(ids[0]);
    expect((await listed(ids[0]!)).status).toBe('scheduled');

    clock.advance(6 * MINUTE);
    // Two runners (as two nodes would) at the same moment, then a late third.
    const runs = (await Promise.all([deliveryJob(), deliveryJob()])) as { delivered: number }[];
    expect(runs.reduce((n, r) => n + r.delivered, 0)).toBe(3);
    expect(await deliveryJob()).toEqual({ delivered: 0 });

    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from members where site_id = 1 and currency = 'RMB' and status = 'active'`,
    );
    for (const id of ids) {
      const row = await listed(id);
      expect(row).toMatchObject({ status: 'sent', recipients: rows[0]!.n, read_count: 0 });
      expect(row.sent_at).not.toBeNull();
      // One notice per member: a second delivery would have announced it again.
      const heard = notices.get(id) ?? [];
      expect(heard).toHaveLength(rows[0]!.n);
      expect(new Set(heard).size).toBe(heard.length);
      const { rows: copies } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from member_letters where letter_id = ${id}`,
      );
      expect(copies[0]!.n).toBe(rows[0]!.n);
    }
    for (const m of [a, b]) expect(await inboxIds(m)).toEqual(expect.arrayContaining(ids));
  });

  it('chooses recipients by site and currency, only active members, and by pasted accounts', async () => {
    const rmb = await register('pick0001');
    const usd = await register('pick0002', { member_currency: 'USD' });
    const frozen = await register('pick0003', { member_currency: 'USD' });
    await t.db.execute(sql`update members set status = 'frozen' where id = ${frozen.id}`);
    const [stranger] = await t.db
      .insert(members)
      .values({ siteId: 2, account: 'pick0004', passwordHash: 'x', currency: 'VND' })
      .returning({ id: members.id });
    const sent = await writer.call(
      AdminLetterSend,
      letter({ audience: { type: 'segment', currency: 'USD' } }),
    );
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id from members where site_id = 1 and currency = 'USD' and status = 'active' order by id`,
    );
    expect([...(notices.get(sent.id) ?? [])].sort((x, y) => x - y)).toEqual(rows.map((r) => Number(r.id)));
    expect(await inboxIds(usd)).toContain(sent.id);
    for (const m of [rmb, frozen]) expect(await inboxIds(m)).not.toContain(sent.id);
    expect(notices.get(sent.id)).not.toContain(stranger!.id);

    const byAccount = await writer.call(
      AdminLetterSend,
      letter({ audience: { type: 'accounts', accounts: ['pick0001', 'pick0003'] } }),
    );
    // Named members get it whatever their status: staff chose them one by one.
    expect(byAccount.recipients).toBe(2);
    expect(await inboxIds(rmb)).toContain(byAccount.id);
    expect(await inboxIds(usd)).not.toContain(byAccount.id);
  });

  it('reads each member’s language, else the site’s, else English (spec §9)', async () => {
    const m = await register('langs001');
    const sent = await writer.call(AdminLetterSend, {
      site_id: 1,
      titles: { zh_CN: '中文标题', en_US: 'English title', th_TH: 'หัวข้อภาษาไทย' },
      bodies: { zh_CN: '<p>中文</p>', en_US: '<p>English</p>' },
      audience: { type: 'member', member_id: m.id },
    });
    const read = async (lang: string, id = sent.id) =>
      (await memberWithToken(t, m.token, { headers: { lang } }).call(LetterList)).list.find(
        (l) => l.id === id,
      )!;
    expect(await read('th_TH')).toMatchObject({ title: 'หัวข้อภาษาไทย', content: '<p>中文</p>' });
    expect(await read('en_US')).toMatchObject({ title: 'English title', content: '<p>English</p>' });
    // Korean is not written: the site's default (Simplified Chinese) comes first.
    expect(await read('ko_KR')).toMatchObject({ title: '中文标题', content: '<p>中文</p>' });

    const englishOnly = await writer.call(AdminLetterSend, {
      site_id: 1,
      titles: { en_US: 'Only English' },
      bodies: { en_US: 'x' },
      audience: { type: 'member', member_id: m.id },
    });
    // Neither the reader's nor the site's language is written: English, the spec's fallback.
    expect((await read('ja_JP', englishOnly.id)).title).toBe('Only English');
  });

  it('cancels a scheduled letter, which then never arrives; a sent one cannot be cancelled', async () => {
    const m = await register('cancel01');
    const res = await writer.call(
      AdminLetterSend,
      letter({
        audience: { type: 'member', member_id: m.id },
        send_at: new Date(clock.now().getTime() + MINUTE).toISOString(),
      }),
    );
    const noReason = await writer.send(AdminLetterCancel, offContract({ id: res.id }));
    expect(noReason.statusCode).toBe(400);
    expect(fieldErrors(noReason)[0]?.field).toBe('reason');
    const cancelled = await writer.call(AdminLetterCancel, { id: res.id, reason: 'Wrong audience' });
    expect(cancelled).toMatchObject({ status: 'cancelled', recipients: 0 });
    clock.advance(2 * MINUTE);
    await deliveryJob();
    expect(await inboxIds(m)).not.toContain(res.id);
    expect((await writer.send(AdminLetterCancel, { id: res.id, reason: 'again' })).statusCode).toBe(400);
    const now = await writer.call(AdminLetterSend, letter({ audience: { type: 'member', member_id: m.id } }));
    const late = await writer.send(AdminLetterCancel, { id: now.id, reason: 'too late' });
    expect(late.statusCode).toBe(400);
    expect(late.message).toContain('not scheduled');
    expect((await writer.send(AdminLetterCancel, { id: 999999, reason: 'x' })).statusCode).toBe(404);
    const { rows } = await t.db.execute<{ action: string }>(
      sql`select action from staff_audit where target = ${`letter:${res.id}`} order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['letter_schedule', 'letter_cancel']);
  });

  it('lets content and support staff write letters, and no one else', async () => {
    const m = await register('roles001');
    const support = await staffMember(t, 'letters-support', 'support', clock);
    expect(
      (await support.send(AdminLetterSend, letter({ audience: { type: 'member', member_id: m.id } })))
        .statusCode,
    ).toBe(200);
    {
      const other = await staffMember(t, 'letters-finance', 'finance', clock);
      expect(
        (await other.send(AdminLetterSend, letter({ audience: { type: 'member', member_id: m.id } })))
          .statusCode,
      ).toBe(403);
      expect((await other.send(AdminLetterList, {})).statusCode).toBe(403);
    }
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const m = await register('badin001');
    const at = async (body: object) => {
      const res = await writer.send(AdminLetterSend, body as never);
      expect(res.statusCode).toBe(400);
      return res.message;
    };
    expect(
      await at(
        letter({
          audience: { type: 'member', member_id: m.id },
          send_at: new Date(clock.now().getTime() - MINUTE).toISOString(),
        }),
      ),
    ).toMatch(/^send_at/);
    expect(await at(letter({ audience: { type: 'accounts', accounts: ['badin001', 'nobody99'] } }))).toBe(
      'audience.accounts: no member nobody99',
    );
    expect(await at(letter({ audience: { type: 'segment', currency: 'VND' } }))).toMatch(
      /^audience\.currency/,
    );
    expect(
      await at({ ...letter({ audience: { type: 'member', member_id: m.id } }), titles: { th_TH: 'x' } }),
    ).toMatch(/^titles\.zh_CN/);
    expect(await at(letter({ audience: { type: 'member', member_id: m.id }, site_id: 99 }))).toMatch(
      /^site_id/,
    );
    const bad = await writer.send(
      AdminLetterSend,
      offContract({ ...letter({ audience: { type: 'member', member_id: m.id } }), send_at: 'tomorrow' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)[0]?.field).toBe('send_at');
  });
});
