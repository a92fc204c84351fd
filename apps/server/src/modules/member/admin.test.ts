import { STAFF_ROLES, type TStaffRole } from '@arks/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createStaffService } from '../staff/service';
import { temporaryPassword } from './admin-service';

let t: TestApp;
const tokens = {} as Record<TStaffRole, string>;
let ipSeq = 0;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  const svc = createStaffService({ db: t.db, clock: { now: () => new Date() }, totpKey: 'unused' });
  for (const role of STAFF_ROLES) {
    await svc.create({ account: `${role}-staff`, password: 'correct-horse-42', role });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { account: `${role}-staff`, password: 'correct-horse-42' },
    });
    tokens[role] = login.json().data.token;
  }
});
afterAll(() => t.close());

const admin = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  role: TStaffRole | null,
  payload?: object,
) => {
  const res = await t.app.inject({
    method,
    url: `/api/admin${url}`,
    payload,
    headers: role ? { authorization: `Bearer ${tokens[role]}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
};
const member = async (method: string, url: string, payload: object, token?: string) =>
  (
    await t.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: {
        'x-forwarded-for': `10.6.0.${++ipSeq}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    })
  ).json();

async function register(account: string) {
  const body = await member('POST', '/api/register', {
    site_id: 1,
    member_account: account,
    password: 'abc123',
    check_password: 'abc123',
    member_currency: 'RMB',
    member_name: '李四',
    identity_id: '110101199003071234',
    withdraw_password: '1234',
    agreement: true,
  });
  expect(body.code, body.message).toBe(1000);
  return { id: body.data.member_id as number, token: body.data.token as string };
}
const login = (account: string, password = 'abc123') =>
  member('POST', '/api/login', { site_id: 1, account, password });

describe('admin member search and view', () => {
  it('finds members by account prefix, site, currency and status, page by page', async () => {
    await register('findme01');
    await register('findme02');
    const found = await admin('GET', '/members?account=FINDME&page_size=1', 'support');
    expect(found.body.data).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect(found.body.data.list).toHaveLength(1);
    const none = await admin('GET', '/members?account=findme&currency=USD', 'support');
    expect(none.body.data.total).toBe(0);
  });

  it('shows a member without secrets: no hashes, identity number masked', async () => {
    const m = await register('viewme01');
    const view = await admin('GET', `/members/${m.id}`, 'finance');
    expect(view.body.data).toMatchObject({ id: m.id, account: 'viewme01', status: 'active' });
    expect(view.body.data.detail.identity_id).toBe('**************1234');
    expect(JSON.stringify(view.body.data)).not.toMatch(/argon2|password_hash|passwordHash/);
    expect((await admin('GET', '/members/999999', 'support')).status).toBe(404);
  });
});

describe('admin member actions', () => {
  it('freezing ends every session at once and login answers 103; disabling answers 102', async () => {
    const m = await register('freezeme');
    const frozen = await admin('POST', `/members/${m.id}/status`, 'support', {
      status: 'frozen',
      reason: 'chargeback',
    });
    expect(frozen.body.data).toEqual({ id: m.id, status: 'frozen' });
    const layout = await t.app.inject({
      method: 'POST',
      url: '/api/member/profile/common/layout',
      payload: {},
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(layout.statusCode).toBe(401);
    expect((await login('freezeme')).code).toBe(103);
    await admin('POST', `/members/${m.id}/status`, 'support', { status: 'disabled', reason: 'closed' });
    expect((await login('freezeme')).code).toBe(102);
    await admin('POST', `/members/${m.id}/status`, 'admin', { status: 'active', reason: 'resolved' });
    expect((await login('freezeme')).code).toBe(1000);
    const rows = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'member_status'), eq(staffAudit.target, `member:${m.id}`)));
    expect(rows.map((r) => (r.detail as { after: string }).after)).toEqual(['frozen', 'disabled', 'active']);
    expect(
      (await admin('POST', `/members/${m.id}/status`, 'support', { status: 'frozen', reason: '' })).status,
    ).toBe(400);
  });

  it('a password reset gives a one-time temporary password the member must change', async () => {
    const m = await register('resetme1');
    const reset = await admin('POST', `/members/${m.id}/reset-password`, 'support', { reason: 'forgot' });
    const temporary = reset.body.data.temporary_password as string;
    expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{6,12}$/);
    expect((await login('resetme1')).code).toBe(101);
    const fresh = await login('resetme1', temporary);
    expect(fresh.code).toBe(1000);
    const layout = await member('POST', '/api/member/profile/common/layout', {}, fresh.data.token);
    expect(layout.data.member_common_layout.first_login_to_change_password).toBe(1);
  });

  it('turns double validation on for the next login', async () => {
    const m = await register('doubleme');
    const on = await admin('POST', `/members/${m.id}/double-validation`, 'support', {
      double_validation: true,
      reason: 'asked by member',
    });
    expect(on.body.data).toEqual({ id: m.id, double_validation: true });
    const challenged = await login('doubleme');
    expect(challenged.data.member_login_id).toBeDefined();
    expect(challenged.data.token).toBeUndefined();
  });

  it('temporary passwords always have a letter and a digit', () => {
    for (let i = 0; i < 200; i++)
      expect(temporaryPassword()).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{10}$/);
  });
});

describe('register settings', () => {
  it('round-trips a change, keeps rows not sent, and names the field of bad input', async () => {
    const before = (await admin('GET', '/sites/1/register-settings', 'content')).body.data.list;
    const qq = before.find(
      (r: { name: string; currency: string }) => r.name === 'member_qq' && r.currency === 'RMB',
    );
    const changed = { ...qq, is_display: !qq.is_display, is_required: false };
    const after = await admin('PUT', '/sites/1/register-settings', 'admin', { list: [changed] });
    expect(after.body.data.list).toHaveLength(before.length);
    expect(after.body.data.list).toContainEqual(changed);
    const served = await member('POST', '/api/arks/web/register-settings', { site_id: 1 });
    expect(
      served.data.list.find(
        (r: { name: string; currency: string }) => r.name === 'member_qq' && r.currency === 'RMB',
      ).is_display,
    ).toBe(changed.is_display);
    const stranger = await admin('PUT', '/sites/1/register-settings', 'admin', {
      list: [{ ...changed, currency: 'VND' }],
    });
    expect(stranger.body.message).toMatch(/^list\.currency/);
    const unknown = await admin('PUT', '/sites/1/register-settings', 'admin', {
      list: [{ ...changed, name: 'hobby' }],
    });
    expect(unknown.status).toBe(400);
    const hiddenRequired = await admin('PUT', '/sites/1/register-settings', 'admin', {
      list: [{ ...changed, is_display: false, is_required: true }],
    });
    expect(hiddenRequired.body.message).toMatch(/^list\.is_required/);
  });
});

describe('role matrix', () => {
  const allowed: Record<string, TStaffRole[]> = {
    'GET /members': ['admin', 'support', 'finance'],
    'GET /members/1': ['admin', 'support', 'finance'],
    'POST /members/1/status': ['admin', 'support'],
    'POST /members/1/reset-password': ['admin', 'support'],
    'POST /members/1/double-validation': ['admin', 'support'],
    'GET /sites/1/register-settings': ['admin', 'content'],
    'PUT /sites/1/register-settings': ['admin'],
  };
  it('lets exactly the listed roles through each member route, and nobody without a token', async () => {
    for (const [route, roles] of Object.entries(allowed)) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT', string];
      expect((await admin(method, url!, null, method === 'GET' ? undefined : {})).status, route).toBe(401);
      for (const role of STAFF_ROLES) {
        const res = await admin(method, url!, role, method === 'GET' ? undefined : {});
        // An allowed role reaches validation (400 for the empty body) or the answer; others get 403.
        expect({ route, role, forbidden: res.status === 403 }).toEqual({
          route,
          role,
          forbidden: !roles.includes(role),
        });
      }
    }
  });
});
