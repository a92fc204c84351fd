import {
  AdminLetterSend,
  AdminMemberGameSessions,
  AdminMemberLetters,
  AdminMemberLinks,
  AdminMemberLogins,
  AdminMemberNoteAdd,
  AdminMemberNotes,
  AdminMemberSearch,
  BankAccountStore,
  STAFF_ROLES,
  type TStaffRole,
} from '@arks/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, staffAudit } from '../../../db/schema';
import { offContract } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress, loggedInMember, registeredMember } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';

let t: TestApp;
const staff = {} as Record<TStaffRole, Staff>;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  for (const role of STAFF_ROLES) staff[role] = await staffMember(t, `${role}-file`, role);
});
afterAll(() => t.close());

const register = (account: string, ip = freshAddress()) =>
  registeredMember(t, { member_account: account }, { ip });
const setFields = (id: number, fields: Partial<typeof members.$inferInsert>) =>
  t.db.update(members).set(fields).where(eq(members.id, id));
const search = async (input: object) =>
  (await staff.support.call(AdminMemberSearch, input)).list.map((m) => m.account).sort();

describe('member search', () => {
  it('finds by name prefix, phone, e-mail (any case), registration or login address', async () => {
    const a = await register('srch-a01', '10.77.0.1');
    const b = await register('srch-b01');
    await setFields(a.id, { name: '王小明', phone: '13800000001', email: 'Wang@Example.com' });
    await setFields(b.id, { name: '王大明', phone: '13800000002' });
    expect(await search({ name: '王', account: 'srch-' })).toEqual(['srch-a01', 'srch-b01']);
    expect(await search({ name: '王小' })).toEqual(['srch-a01']);
    expect(await search({ phone: '13800000002' })).toEqual(['srch-b01']);
    expect(await search({ email: 'wang@EXAMPLE.com' })).toEqual(['srch-a01']);
    expect(await search({ ip: '10.77.0.1' })).toEqual(['srch-a01']);
    // b logs in from a's registration address: both are found by it.
    await loggedInMember(t, { account: 'srch-b01' }, { ip: '10.77.0.1' });
    expect(await search({ ip: '10.77.0.1' })).toEqual(['srch-a01', 'srch-b01']);
    expect(await search({ ip: '10.77.0.99' })).toEqual([]);
  });

  it('finds by bank account number, introducer and agent; an unknown one finds nobody', async () => {
    const agent = await register('srch-agt1');
    const friend = await register('srch-frn1');
    const c = await register('srch-c01');
    await setFields(c.id, { introducerId: agent.id, recommenderId: friend.id });
    await c.call(BankAccountStore, {
      bank_name: 'ICBC',
      account_name: '张三',
      account_number: '6222777700001111',
      withdraw_password: '1234',
    });
    expect(await search({ bank_account: '6222777700001111' })).toEqual(['srch-c01']);
    expect(await search({ agent: 'SRCH-AGT1' })).toEqual(['srch-c01']);
    expect(await search({ introducer: 'srch-frn1' })).toEqual(['srch-c01']);
    expect(await search({ agent: 'srch-frn1' })).toEqual([]);
    expect(await search({ agent: 'nobody-here' })).toEqual([]);
    expect(await search({ bank_account: '0000' })).toEqual([]);
  });

  it('refuses bad input with the field named', async () => {
    const bad = await staff.support.send(AdminMemberSearch, offContract({ ip: "1.2.3.4' or 1=1" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toContain('ip');
    const long = await staff.support.send(AdminMemberSearch, offContract({ phone: '1'.repeat(40) }));
    expect(long.statusCode).toBe(400);
  });
});

describe('login history', () => {
  it('keeps every login with its address, device type, device id and how it got in', async () => {
    const m = await register('hist-m01', '10.78.0.1');
    await loggedInMember(
      t,
      { account: 'hist-m01', device: 2, udid: 'phone-udid-1' },
      { ip: '10.78.0.2', headers: { 'user-agent': 'Mozilla/5.0 (iPhone)' } },
    );
    const page = await staff.finance.call(AdminMemberLogins, { id: m.id });
    expect(page.total).toBe(2);
    expect(page.list[0]).toMatchObject({
      ip: '10.78.0.2',
      device_type: 2,
      udid: 'phone-udid-1',
      user_agent: 'Mozilla/5.0 (iPhone)',
      method: 'password',
    });
    expect(page.list[1]).toMatchObject({ ip: '10.78.0.1', method: 'register' });
    const second = await staff.support.call(AdminMemberLogins, { id: m.id, page: 2, page_size: 1 });
    expect(second.list.map((l) => l.method)).toEqual(['register']);
    expect((await staff.support.send(AdminMemberLogins, { id: 99999999 })).statusCode).toBe(404);
  });

  it('keeps an out-of-range device type as unknown', async () => {
    const m = await register('hist-m02');
    await loggedInMember(t, { account: 'hist-m02', device: 42 }, { ip: freshAddress() });
    const page = await staff.support.call(AdminMemberLogins, { id: m.id });
    expect(page.list[0]!.device_type).toBeNull();
  });
});

describe('linked accounts', () => {
  it('links members sharing a device, an address or a phone, saying what links them', async () => {
    const x = await register('link-x01', '10.79.0.1');
    const y = await register('link-y01', '10.79.0.2');
    const z = await register('link-z01', '10.79.0.3');
    const loner = await register('link-l01', '10.79.0.4');
    await loggedInMember(t, { account: 'link-x01', udid: 'shared-udid' }, { ip: '10.79.0.5' });
    await loggedInMember(t, { account: 'link-y01', udid: 'shared-udid' }, { ip: '10.79.0.6' });
    // z logs in from x's registration address.
    await loggedInMember(t, { account: 'link-z01' }, { ip: '10.79.0.1' });
    await setFields(x.id, { phone: '13900000009' });
    await setFields(loner.id, { phone: '13900000009' });

    const links = await staff.support.call(AdminMemberLinks, { id: x.id });
    const byAccount = Object.fromEntries(links.list.map((l) => [l.member.account, l.links]));
    expect(byAccount['link-y01']).toEqual([{ kind: 'device', value: 'shared-udid' }]);
    expect(byAccount['link-z01']).toEqual([{ kind: 'ip', value: '10.79.0.1' }]);
    expect(byAccount['link-l01']).toEqual([{ kind: 'phone', value: '13900000009' }]);
    expect(Object.keys(byAccount)).toHaveLength(3);
    expect(links.truncated).toBe(false);

    // Seen from z: x registered at the address z logged in from.
    const fromZ = await staff.finance.call(AdminMemberLinks, { id: z.id });
    expect(fromZ.list.map((l) => [l.member.id, l.links])).toEqual([
      [x.id, [{ kind: 'ip', value: '10.79.0.1' }]],
    ]);
    expect(y.id).toBeGreaterThan(0);
  });

  it('links members whose bank account number is the same on another site', async () => {
    const p = await register('link-p01');
    const q = await register('link-q01');
    await p.call(BankAccountStore, {
      bank_name: 'ICBC',
      account_name: '张三',
      account_number: '6222888800002222',
      withdraw_password: '1234',
    });
    // The same number bound on another site (a number is unique per site); arranged in SQL because
    // the test database has one site.
    const [site] = await t.db
      .execute<{ id: number }>(
        sql`insert into sites (name, title_zh, title_en, theme, template, mobile_template, site_template, default_language)
          select 'link-site', title_zh, title_en, theme, template, mobile_template, site_template, default_language
          from sites where id = 1 returning id`,
      )
      .then((r) => r.rows);
    await t.db.execute(
      sql`insert into member_bank_accounts (site_id, member_id, bank_name, account_name, account_number)
          values (${site!.id}, ${q.id}, 'ICBC', '李四', '6222888800002222')`,
    );
    const links = await staff.support.call(AdminMemberLinks, { id: p.id });
    expect(links.list.map((l) => [l.member.account, l.links])).toEqual([
      ['link-q01', [{ kind: 'bank_account', value: '6222888800002222' }]],
    ]);
  });
});

describe('staff notes', () => {
  it('are appended with author and time, listed newest first, audited, never edited', async () => {
    const m = await register('note-m01');
    const first = await staff.support.call(AdminMemberNoteAdd, { id: m.id, body: 'Called about a deposit.' });
    expect(first).toMatchObject({ staff_account: 'support-file', body: 'Called about a deposit.' });
    await staff.finance.call(AdminMemberNoteAdd, { id: m.id, body: '  Shares a card with another.  ' });
    const notes = await staff.support.call(AdminMemberNotes, { id: m.id });
    expect(notes.total).toBe(2);
    expect(notes.list.map((n) => [n.staff_account, n.body])).toEqual([
      ['finance-file', 'Shares a card with another.'],
      ['support-file', 'Called about a deposit.'],
    ]);
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'member_note_added'), eq(staffAudit.target, `member:${m.id}`)));
    expect(audit).toHaveLength(2);
    const edit = await t.db
      .execute(sql`update member_notes set body = 'rewritten' where id = ${first.id}`)
      .catch((e: Error) => e);
    expect(String((edit as Error).cause)).toMatch(/append-only/);
  });

  it('refuses an empty or overlong note, an unknown member, and roles that may not write', async () => {
    const m = await register('note-m02');
    const empty = await staff.support.send(AdminMemberNoteAdd, { id: m.id, body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.message).toContain('body');
    expect(
      (await staff.support.send(AdminMemberNoteAdd, { id: m.id, body: 'x'.repeat(2001) })).statusCode,
    ).toBe(400);
    expect((await staff.support.send(AdminMemberNoteAdd, { id: 99999999, body: 'x' })).statusCode).toBe(404);
    expect((await staff.content.send(AdminMemberNoteAdd, { id: m.id, body: 'x' })).statusCode).toBe(403);
    expect((await staff.content.send(AdminMemberNotes, { id: m.id })).statusCode).toBe(403);
  });
});

describe('role refusals on the member page', () => {
  it('content staff read none of it; support and finance read all of it', async () => {
    const m = await register('role-m01');
    for (const contract of [
      AdminMemberLogins,
      AdminMemberLinks,
      AdminMemberGameSessions,
      AdminMemberLetters,
    ]) {
      expect((await staff.content.send(contract, { id: m.id })).statusCode).toBe(403);
      expect((await staff.support.send(contract, { id: m.id })).statusCode).toBe(200);
      expect((await staff.finance.send(contract, { id: m.id })).statusCode).toBe(200);
    }
    expect((await staff.support.send(AdminMemberLogins, offContract({ id: 'abc' }))).statusCode).toBe(400);
  });
});

describe('letters and game sessions of a member', () => {
  it('lists the letters sent to the member, read or not', async () => {
    const m = await register('ltr-m01');
    await staff.support.call(AdminLetterSend, {
      site_id: 1,
      titles: { en_US: 'Welcome', zh_CN: '欢迎' },
      bodies: { en_US: 'Hello', zh_CN: '你好' },
      audience: { type: 'member', member_id: m.id },
    });
    const page = await staff.support.call(AdminMemberLetters, { id: m.id });
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ title: 'Welcome', read_at: null, deleted_at: null });
  });

  it('lists game launches newest first, filtered by provider', async () => {
    const m = await register('game-m01');
    await t.db.execute(
      sql`insert into game_providers (gp_id, name) values ('GPTST', 'Test') on conflict do nothing`,
    );
    await t.db.execute(
      sql`insert into member_game_sessions (member_id, gp_id, game_code, left_at)
          values (${m.id}, 'GPTST', 'slot-1', now())`,
    );
    await t.db.execute(
      sql`insert into member_game_sessions (member_id, gp_id, game_code) values (${m.id}, 'GPTST', 'slot-2')`,
    );
    const page = await staff.finance.call(AdminMemberGameSessions, { id: m.id, gp_id: 'GPTST' });
    expect(page.list.map((s) => [s.game_code, s.left_at === null])).toEqual([
      ['slot-2', true],
      ['slot-1', false],
    ]);
    expect((await staff.finance.call(AdminMemberGameSessions, { id: m.id, gp_id: 'GPNONE' })).total).toBe(0);
  });
});
