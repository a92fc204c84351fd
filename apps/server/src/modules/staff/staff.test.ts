import { defineAdminCall } from '@arks/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { staff, staffAudit } from '../../db/schema';
import { registerAdminCall } from '../../platform/register-admin-call';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createStaffService, currentTotp, MAX_STAFF_FAILURES_PER_ACCOUNT, StaffErrors } from './service';

/** A finance-only probe route, registered only in this test, to prove the role check. */
const FinanceProbe = defineAdminCall({
  name: 'FinanceProbe',
  method: 'GET',
  path: '/test/finance-probe',
  roles: ['finance'],
  request: z.object({}),
  data: z.object({ ok: z.literal(true) }),
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { CAPTCHA_MODE: 'off' },
    extend: (app) => registerAdminCall(app, FinanceProbe, async () => ({ ok: true as const })),
  });
  const svc = createStaffService({ db: t.db, clock: { now: () => new Date() }, totpKey: 'test-key' });
  await svc.create({ account: 'boss', password: 'correct-horse-42', role: 'admin' });
  await svc.create({ account: 'helper', password: 'correct-horse-43', role: 'support' });
  await svc.create({ account: 'money', password: 'correct-horse-44', role: 'finance' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const login = async (account: string, password: string, totp_code?: string) =>
  (await call('POST', '/api/admin/auth/login', undefined, { account, password, totp_code })).json();

describe('staff login', () => {
  it('logs in and answers who is calling', async () => {
    const body = await login('BOSS', 'correct-horse-42');
    expect(body.code).toBe(1000);
    expect(body.data.staff).toMatchObject({ account: 'boss', role: 'admin', totp_enabled: false });
    const me = await call('GET', '/api/admin/auth/me', body.data.token);
    expect(me.json().data.account).toBe('boss');
  });

  it('answers a wrong password and an unknown account alike, and audits the failures', async () => {
    const wrong = await login('boss', 'nope');
    const unknown = await login('ghost', 'nope');
    expect(wrong).toEqual(unknown);
    expect(wrong.code).toBe(101);
    const rows = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'login_failed'));
    expect(rows.map((r) => r.account)).toEqual(expect.arrayContaining(['boss', 'ghost']));
  });

  it('logout ends the staff session', async () => {
    const { token } = (await login('boss', 'correct-horse-42')).data;
    expect((await call('POST', '/api/admin/auth/logout', token, {})).json().code).toBe(1000);
    expect((await call('GET', '/api/admin/auth/me', token)).statusCode).toBe(401);
  });
});

describe('staff and member tokens never cross', () => {
  it('a member token is refused on /api/admin and a staff token on member calls', async () => {
    const member = (
      await t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '10.88.0.1',
        payload: {
          site_id: 1,
          member_account: 'crossover1',
          password: 'abc123',
          member_currency: 'RMB',
          member_name: '张三',
          withdraw_password: '1234',
          agreement: true,
        },
      })
    ).json().data;
    expect((await call('GET', '/api/admin/auth/me', member.token)).statusCode).toBe(401);
    const { token } = (await login('boss', 'correct-horse-42')).data;
    expect((await call('POST', '/api/member/profile', token, {})).statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('403 for a role the route does not allow; the allowed role and admin pass', async () => {
    const support = (await login('helper', 'correct-horse-43')).data.token;
    const finance = (await login('money', 'correct-horse-44')).data.token;
    const admin = (await login('boss', 'correct-horse-42')).data.token;
    expect((await call('GET', '/api/admin/test/finance-probe')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/test/finance-probe', support)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/test/finance-probe', finance)).json().data).toEqual({ ok: true });
    expect((await call('GET', '/api/admin/test/finance-probe', admin)).statusCode).toBe(200);
  });
});

describe('TOTP two-factor', () => {
  it('enrols with a confirmed code and then requires a code at login', async () => {
    const { token } = (await login('money', 'correct-horse-44')).data;
    const setup = (await call('POST', '/api/admin/auth/totp/setup', token, {})).json().data;
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    const [row] = await t.db.select().from(staff).where(eq(staff.account, 'money'));
    expect(row!.totpSecretEnc).not.toContain(setup.secret);
    expect(
      (await call('POST', '/api/admin/auth/totp/enable', token, { totp_code: '000000' })).json().code,
    ).toBe(101);
    const code = await currentTotp(setup.secret);
    expect((await call('POST', '/api/admin/auth/totp/enable', token, { totp_code: code })).json().code).toBe(
      1000,
    );

    expect((await login('money', 'correct-horse-44')).code).toBe(102);
    expect((await login('money', 'correct-horse-44', code === '123456' ? '654321' : '123456')).code).toBe(
      101,
    );
    expect((await login('money', 'correct-horse-44', await currentTotp(setup.secret))).code).toBe(1000);
  });
});

describe('two-factor required (production default)', () => {
  it('lets staff without two-factor reach only the set-up calls, then everything their role allows', async () => {
    const strict = await buildTestApp({
      env: { STAFF_TOTP_REQUIRED: 'on' },
      extend: (app) => registerAdminCall(app, FinanceProbe, async () => ({ ok: true as const })),
    });
    try {
      const svc = createStaffService({ db: strict.db, clock: { now: () => new Date() }, totpKey: 'x' });
      await svc.create({ account: 'fresh', password: 'correct-horse-45', role: 'finance' });
      const send = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
        strict.app.inject({
          method,
          url,
          payload,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      const body = (
        await send('POST', '/api/admin/auth/login', undefined, {
          account: 'fresh',
          password: 'correct-horse-45',
        })
      ).json();
      const token = body.data.token as string;
      const refused = await send('GET', '/api/admin/test/finance-probe', token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(104);
      expect((await send('GET', '/api/admin/auth/me', token)).statusCode).toBe(200);

      const setup = (await send('POST', '/api/admin/auth/totp/setup', token, {})).json().data;
      const code = await currentTotp(setup.secret);
      expect(
        (await send('POST', '/api/admin/auth/totp/enable', token, { totp_code: code })).json().code,
      ).toBe(1000);
      expect((await send('GET', '/api/admin/test/finance-probe', token)).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('staff login limits', () => {
  it('locks an account after 20 failures in an hour, even for the right password, and audits it', async () => {
    for (let i = 0; i < MAX_STAFF_FAILURES_PER_ACCOUNT; i++) {
      expect((await login('helper', `wrong-${i}`)).code).toBe(101);
    }
    const locked = await login('helper', 'correct-horse-43');
    expect(locked.code).toBe(StaffErrors.tooMany.code);
    const failures = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'login_failed'), eq(staffAudit.account, 'helper')));
    expect(failures.length).toBeGreaterThanOrEqual(MAX_STAFF_FAILURES_PER_ACCOUNT);
  });
});
