import {
  AdminMemberCleanAppCache,
  AdminMemberDetail,
  AdminMemberResetPassword,
  AdminMemberSearch,
  AdminMemberSetDoubleValidation,
  AdminMemberSetStatus,
  AdminRegisterSettingsGet,
  AdminRegisterSettingsUpdate,
  Login,
  MemberLayout,
  RegisterSettings,
  STAFF_ROLES,
  type TStaffRole,
} from '@arks/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/schema';
import { offContract, type Contract } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress, loggedInMember, registeredMember, visitor } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';
import { temporaryPassword } from './admin-service';

let t: TestApp;
const staff = {} as Record<TStaffRole, Staff>;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  for (const role of STAFF_ROLES) staff[role] = await staffMember(t, `${role}-staff`, role);
});
afterAll(() => t.close());

const register = (account: string) =>
  registeredMember(t, { member_account: account, member_name: '李四', identity_id: '110101199003071234' });
const login = (account: string, password = 'abc123') =>
  visitor(t, { ip: freshAddress() }).send(Login, { site_id: 1, account, password });

describe('admin member search and view', () => {
  it('finds members by account prefix, site, currency and status, page by page', async () => {
    await register('findme01');
    await register('findme02');
    const found = await staff.support.call(AdminMemberSearch, { account: 'FINDME', page_size: 1 });
    expect(found).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect(found.list).toHaveLength(1);
    const none = await staff.support.call(AdminMemberSearch, { account: 'findme', currency: 'USD' });
    expect(none.total).toBe(0);
  });

  it('sorts by account or age either way, newest first by default, ties broken by id', async () => {
    for (const account of ['sortme-b', 'sortme-a', 'sortme-c']) await register(account);
    const accounts = async (input: object) =>
      (await staff.support.call(AdminMemberSearch, { account: 'sortme', ...input })).list.map(
        (m) => m.account,
      );
    expect(await accounts({})).toEqual(['sortme-c', 'sortme-a', 'sortme-b']);
    expect(await accounts({ sort: 'account', order: 'asc' })).toEqual(['sortme-a', 'sortme-b', 'sortme-c']);
    expect(await accounts({ sort: 'account', order: 'desc' })).toEqual(['sortme-c', 'sortme-b', 'sortme-a']);
    expect(await accounts({ sort: 'created_at', order: 'asc' })).toEqual([
      'sortme-b',
      'sortme-a',
      'sortme-c',
    ]);
    const bad = await staff.support.send(AdminMemberSearch, offContract({ sort: 'password_hash' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toContain('sort');
  });

  it('shows a member without secrets: no hashes, identity number masked', async () => {
    const m = await register('viewme01');
    const view = await staff.finance.send(AdminMemberDetail, { id: m.id });
    expect(view.data).toMatchObject({ id: m.id, account: 'viewme01', status: 'active' });
    expect(AdminMemberDetail.data.parse(view.data).detail.identity_id).toBe('**************1234');
    expect(JSON.stringify(view.data)).not.toMatch(/argon2|password_hash|passwordHash/);
    expect((await staff.support.send(AdminMemberDetail, { id: 999999 })).statusCode).toBe(404);
  });
});

describe('admin member actions', () => {
  it('freezing ends every session at once and login answers 103; disabling answers 102', async () => {
    const m = await register('freezeme');
    const frozen = await staff.support.call(AdminMemberSetStatus, {
      id: m.id,
      status: 'frozen',
      reason: 'chargeback',
    });
    expect(frozen).toEqual({ id: m.id, status: 'frozen' });
    const layout = await m.send(MemberLayout);
    expect(layout.statusCode).toBe(401);
    expect((await login('freezeme')).code).toBe(103);
    await staff.support.send(AdminMemberSetStatus, { id: m.id, status: 'disabled', reason: 'closed' });
    expect((await login('freezeme')).code).toBe(102);
    await staff.admin.send(AdminMemberSetStatus, { id: m.id, status: 'active', reason: 'resolved' });
    expect((await login('freezeme')).code).toBe(1000);
    const rows = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'member_status'), eq(staffAudit.target, `member:${m.id}`)));
    expect(rows.map((r) => (r.detail as { after: string }).after)).toEqual(['frozen', 'disabled', 'active']);
    expect(
      (await staff.support.send(AdminMemberSetStatus, { id: m.id, status: 'frozen', reason: '' })).statusCode,
    ).toBe(400);
  });

  it('a password reset gives a one-time temporary password the member must change', async () => {
    const m = await register('resetme1');
    const reset = await staff.support.call(AdminMemberResetPassword, { id: m.id, reason: 'forgot' });
    const temporary = reset.temporary_password;
    expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{6,12}$/);
    expect((await login('resetme1')).code).toBe(101);
    const fresh = await loggedInMember(
      t,
      { account: 'resetme1', password: temporary },
      { ip: freshAddress() },
    );
    const layout = await fresh.call(MemberLayout);
    expect(layout.member_common_layout.first_login_to_change_password).toBe(1);
  });

  it('turns double validation on for the next login', async () => {
    const m = await register('doubleme');
    const on = await staff.support.call(AdminMemberSetDoubleValidation, {
      id: m.id,
      double_validation: true,
      reason: 'asked by member',
    });
    expect(on).toEqual({ id: m.id, double_validation: true });
    const challenged = await login('doubleme');
    expect(challenged.data).toHaveProperty('member_login_id');
    expect(challenged.data).not.toHaveProperty('token');
  });

  it('temporary passwords always have a letter and a digit', () => {
    for (let i = 0; i < 200; i++)
      expect(temporaryPassword()).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{10}$/);
  });
});

describe('register settings', () => {
  it('round-trips a change, keeps rows not sent, and names the field of bad input', async () => {
    const rmbQq = (r: { name: string; currency: string }) => r.name === 'member_qq' && r.currency === 'RMB';
    const before = (await staff.content.call(AdminRegisterSettingsGet, { site_id: 1 })).list;
    const qq = before.find(rmbQq)!;
    const changed = { ...qq, is_display: !qq.is_display, is_required: false };
    const save = (list: Record<string, unknown>[]) =>
      staff.admin.send(AdminRegisterSettingsUpdate, offContract({ site_id: 1, list }));
    const after = await staff.admin.call(AdminRegisterSettingsUpdate, { site_id: 1, list: [changed] });
    expect(after.list).toHaveLength(before.length);
    expect(after.list).toContainEqual(changed);
    const served = await visitor(t).call(RegisterSettings, { site_id: 1 });
    expect(served.list.find(rmbQq)?.is_display).toBe(changed.is_display);
    const stranger = await save([{ ...changed, currency: 'VND' }]);
    expect(stranger.message).toMatch(/^list\.currency/);
    const unknown = await save([{ ...changed, name: 'hobby' }]);
    expect(unknown.statusCode).toBe(400);
    const hiddenRequired = await save([{ ...changed, is_display: false, is_required: true }]);
    expect(hiddenRequired.message).toMatch(/^list\.is_required/);
  });
});

describe('role matrix', () => {
  // Only the path fields: an allowed role then meets validation (a 400) or the answer.
  const allowed: [Contract, Record<string, unknown>, TStaffRole[]][] = [
    [AdminMemberSearch, {}, ['admin', 'support', 'finance']],
    [AdminMemberDetail, { id: 1 }, ['admin', 'support', 'finance']],
    [AdminMemberSetStatus, { id: 1 }, ['admin', 'support']],
    [AdminMemberResetPassword, { id: 1 }, ['admin', 'support']],
    [AdminMemberSetDoubleValidation, { id: 1 }, ['admin', 'support']],
    [AdminMemberCleanAppCache, { id: 1 }, ['admin', 'support']],
    [AdminRegisterSettingsGet, { site_id: 1 }, ['admin', 'content']],
    [AdminRegisterSettingsUpdate, { site_id: 1 }, ['admin']],
  ];
  it('lets exactly the listed roles through each member route, and nobody without a token', async () => {
    for (const [contract, path, roles] of allowed) {
      const route = `${contract.method} ${contract.path}`;
      const send = (role: TStaffRole, token?: null) =>
        staff[role].send(contract, offContract(path), { token });
      expect((await send('admin', null)).statusCode, route).toBe(401);
      for (const role of STAFF_ROLES) {
        const res = await send(role);
        // An allowed role reaches validation (400 for the empty body) or the answer; others get 403.
        expect({ route, role, forbidden: res.statusCode === 403 }).toEqual({
          route,
          role,
          // The auditor reads every GET (staffMayCall) and changes nothing.
          forbidden: !roles.includes(role) && !(role === 'auditor' && contract.method === 'GET'),
        });
      }
    }
  });
});
