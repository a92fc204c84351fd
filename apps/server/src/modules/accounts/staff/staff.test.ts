import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { defineAdminCall } from '@arks/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { staff, staffAudit } from '../../../db/schema';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { knownCaptcha as storeCaptcha } from '../../../test/known-captcha';
import { registeredMember } from '../../../test/member-client';
import { localRedisAvailable, TEST_REDIS_URL } from '../../../test/local-redis';
import { StaffErrors } from './errors';
import {
  createStaffService,
  currentTotp,
  MAX_STAFF_FAILURES_PER_ACCOUNT,
  STAFF_CAPTCHA_SITE,
} from './service';

/** A finance-only probe route, registered only in this test, to prove the role check. */
const FinanceProbe = defineAdminCall({
  name: 'FinanceProbe',
  method: 'GET',
  path: '/test/finance-probe',
  roles: ['finance'],
  request: z.object({}),
  data: z.object({ ok: z.literal(true) }),
});

/**
 * TOTP codes follow the app's clock: tests step it by whole 30 s periods instead of waiting. It stands
 * still otherwise, so a slow, loaded run cannot carry a code out of its period mid-test.
 */
let offsetMs = 0;
const startedAt = Date.now();
const clock = { now: () => new Date(startedAt + offsetMs) };
const nextTimeStep = () => {
  offsetMs += 30_000;
};
const codeNow = (secret: string) => currentTotp(secret, clock.now());

let t: TestApp;
let svc: ReturnType<typeof createStaffService>;
beforeAll(async () => {
  t = await buildTestApp({
    clock,
    env: { CAPTCHA_MODE: 'off' },
    extend: (app) => registerAdminCall(app, FinanceProbe, async () => ({ ok: true as const })),
  });
  svc = createStaffService({ db: t.db, clock, totpKey: 'test-key' });
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

describe('staff preferences', () => {
  const put = (token: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/auth/preferences',
      payload,
      headers: { authorization: `Bearer ${token}` },
    });

  it('keeps each staff member’s console language and time zone, and audits the change', async () => {
    const { token, staff: before } = (await login('helper', 'correct-horse-43')).data;
    expect(before).toMatchObject({ language: null, time_zone: null });
    const saved = (await put(token, { language: 'zh_CN', time_zone: 'Asia/Shanghai' })).json();
    expect(saved.data).toMatchObject({ account: 'helper', language: 'zh_CN', time_zone: 'Asia/Shanghai' });
    const me = (await call('GET', '/api/admin/auth/me', token)).json().data;
    expect(me).toMatchObject({ language: 'zh_CN', time_zone: 'Asia/Shanghai' });
    const again = (await login('helper', 'correct-horse-43')).data.staff;
    expect(again).toMatchObject({ language: 'zh_CN', time_zone: 'Asia/Shanghai' });
    const [row] = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'preferences_save'), eq(staffAudit.account, 'helper')));
    expect(row).toMatchObject({
      target: `staff:${before.id}`,
      detail: {
        before: { language: null, time_zone: null },
        after: { language: 'zh_CN', time_zone: 'Asia/Shanghai' },
      },
    });
  });

  it('refuses a language the console does not have and a time zone that does not exist, naming the field', async () => {
    const { token } = (await login('money', 'correct-horse-44')).data;
    const language = await put(token, { language: 'th_TH', time_zone: 'Asia/Bangkok' });
    expect(language.statusCode).toBe(400);
    expect(language.json().message).toContain('language');
    const zone = await put(token, { language: 'en_US', time_zone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toContain('time_zone');
    expect((await call('GET', '/api/admin/auth/me', token)).json().data.language).toBeNull();
  });

  it('is the staff member’s own: no token, no change', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/auth/preferences',
      payload: { language: 'en_US', time_zone: 'UTC' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('staff and member tokens never cross', () => {
  it('a member token is refused on /api/admin and a staff token on member calls', async () => {
    const member = await registeredMember(
      t,
      { member_account: 'crossover1', check_password: undefined },
      { ip: '10.88.0.1' },
    );
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

const auditActions = async (account: string) =>
  (await t.db.select().from(staffAudit).where(eq(staffAudit.account, account))).map((r) => r.action);

/** Logs `account` in, sets up and enables two-factor: the secret and the one session left. */
async function enrol(account: string, password: string) {
  const { token } = (await login(account, password)).data;
  const setup = (await call('POST', '/api/admin/auth/totp/setup', token, { password })).json().data;
  const enabled = (
    await call('POST', '/api/admin/auth/totp/enable', token, { totp_code: await codeNow(setup.secret) })
  ).json();
  expect(enabled.code).toBe(1000);
  return { secret: setup.secret as string, token: enabled.data.token as string };
}

describe('TOTP two-factor', () => {
  it('enrols with a confirmed code and then requires a code at login', async () => {
    const { token } = (await login('money', 'correct-horse-44')).data;
    const setup = (
      await call('POST', '/api/admin/auth/totp/setup', token, { password: 'correct-horse-44' })
    ).json().data;
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    const [row] = await t.db.select().from(staff).where(eq(staff.account, 'money'));
    expect(row!.totpSecretEnc).not.toContain(setup.secret);
    expect(
      (await call('POST', '/api/admin/auth/totp/enable', token, { totp_code: '000000' })).json().code,
    ).toBe(101);
    const code = await codeNow(setup.secret);
    expect((await call('POST', '/api/admin/auth/totp/enable', token, { totp_code: code })).json().code).toBe(
      1000,
    );

    nextTimeStep();
    expect((await login('money', 'correct-horse-44')).code).toBe(102);
    expect((await login('money', 'correct-horse-44', code === '123456' ? '654321' : '123456')).code).toBe(
      101,
    );
    expect((await login('money', 'correct-horse-44', await codeNow(setup.secret))).code).toBe(1000);
  });

  it('ends every session opened before enrolment, the enabling one too, and answers one fresh token', async () => {
    await svc.create({ account: 'early', password: 'correct-horse-50', role: 'finance' });
    const elsewhere = (await login('early', 'correct-horse-50')).data.token;
    const { token: fresh } = await enrol('early', 'correct-horse-50');
    expect((await call('GET', '/api/admin/auth/me', elsewhere)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/auth/me', fresh)).json().data.totp_enabled).toBe(true);
    const enabled = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.account, 'early'), eq(staffAudit.action, 'totp_enabled')));
    expect(enabled[0]!.detail).toEqual({ sessions_ended: 2 });
  });

  it('set-up needs the password, and once enrolled a current code as well', async () => {
    await svc.create({ account: 'reset', password: 'correct-horse-51', role: 'support' });
    const { token } = (await login('reset', 'correct-horse-51')).data;
    expect((await call('POST', '/api/admin/auth/totp/setup', token, {})).statusCode).toBe(400);
    const wrong = await call('POST', '/api/admin/auth/totp/setup', token, { password: 'not-it-000000' });
    expect(wrong.json().code).toBe(101);

    const { secret, token: session } = await enrol('reset', 'correct-horse-51');
    nextTimeStep();
    const noCode = { password: 'correct-horse-51' };
    expect((await call('POST', '/api/admin/auth/totp/setup', session, noCode)).json().code).toBe(102);
    const withCode = { ...noCode, totp_code: await codeNow(secret) };
    expect((await call('POST', '/api/admin/auth/totp/setup', session, withCode)).json().code).toBe(1000);
    // The secret is replaced, not yet enabled: the old one no longer opens anything.
    expect((await call('GET', '/api/admin/auth/me', session)).json().data.totp_enabled).toBe(false);
    expect(await auditActions('reset')).toEqual(
      expect.arrayContaining(['reauth_failed', 'totp_setup', 'totp_enabled']),
    );
  });

  it('disable needs the password and a current code, and is audited', async () => {
    await svc.create({ account: 'quitter', password: 'correct-horse-52', role: 'support' });
    const { secret, token } = await enrol('quitter', 'correct-horse-52');
    nextTimeStep();
    const disable = (payload: object) => call('POST', '/api/admin/auth/totp/disable', token, payload);
    expect((await disable({ password: 'correct-horse-52' })).statusCode).toBe(400);
    const code = await codeNow(secret);
    expect((await disable({ password: 'wrong-horse-52', totp_code: code })).json().code).toBe(101);
    const ok = (await disable({ password: 'correct-horse-52', totp_code: code })).json();
    expect(ok).toMatchObject({ code: 1000, data: { totp_enabled: false } });
    expect((await login('quitter', 'correct-horse-52')).code).toBe(1000);
    expect(await auditActions('quitter')).toEqual(expect.arrayContaining(['reauth_failed', 'totp_disabled']));
  });

  it('accepts a code once: the enabling code cannot log in, an earlier code neither', async () => {
    await svc.create({ account: 'replay', password: 'correct-horse-53', role: 'support' });
    const { secret } = await enrol('replay', 'correct-horse-53');
    const used = await codeNow(secret);
    expect((await login('replay', 'correct-horse-53', used)).code).toBe(101);
    nextTimeStep();
    expect((await login('replay', 'correct-horse-53', await codeNow(secret))).code).toBe(1000);
    // The previous step's code is still within tolerance of some authenticators, but older than the last used.
    offsetMs -= 30_000;
    expect((await login('replay', 'correct-horse-53', await codeNow(secret))).code).toBe(101);
    offsetMs += 30_000;
  });

  it('of 200 parallel logins with one code exactly one gets in', async () => {
    await svc.create({ account: 'twin', password: 'correct-horse-54', role: 'finance' });
    const { secret } = await enrol('twin', 'correct-horse-54');
    nextTimeStep();
    const code = await codeNow(secret);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          // Each from its own address, so only the code decides and not the per-address limit.
          remoteAddress: `10.77.0.${i + 1}`,
          payload: { account: 'twin', password: 'correct-horse-54', totp_code: code },
        }),
      ),
    );
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 1000)).toHaveLength(1);
    // The rest are refused: a spent code, or (past the account's failure threshold) a captcha asked.
    expect(codes.filter((c) => c === 101 || c === StaffErrors.captchaRequired.code)).toHaveLength(199);
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

      const setup = (
        await send('POST', '/api/admin/auth/totp/setup', token, { password: 'correct-horse-45' })
      ).json().data;
      const code = await currentTotp(setup.secret);
      const enabled = (await send('POST', '/api/admin/auth/totp/enable', token, { totp_code: code })).json();
      expect(enabled.code).toBe(1000);
      expect((await send('GET', '/api/admin/test/finance-probe', token)).statusCode).toBe(401);
      expect((await send('GET', '/api/admin/test/finance-probe', enabled.data.token)).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('staff login limits', () => {
  // Asked for from the address `call` logs in from (inject's default), to expire by the app's clock,
  // which the two-factor tests move forward by whole time steps.
  const knownCaptcha = (answer: string) =>
    storeCaptcha(t, {
      siteId: STAFF_CAPTCHA_SITE,
      type: 1,
      answer,
      ip: '127.0.0.1',
      expiresAt: new Date(clock.now().getTime() + 60_000),
    });

  it('300 parallel wrong passwords are checked at most 20 times; then a captcha, never a lockout', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          remoteAddress: `10.40.${Math.floor(i / 200)}.${i % 200}`,
          payload: { account: 'helper', password: `wrong-${i}` },
        }),
      ),
    );
    const failures = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'login_failed'), eq(staffAudit.account, 'helper')));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.length).toBeLessThanOrEqual(MAX_STAFF_FAILURES_PER_ACCOUNT);
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 101).length).toBe(failures.length);
    expect(codes.filter((c) => c === 105).length).toBe(300 - failures.length);

    // The right password alone is not enough now, but it is never refused with a right captcha.
    expect(await login('helper', 'correct-horse-43')).toMatchObject({
      code: StaffErrors.captchaRequired.code,
      data: { captcha_required: true },
    });
    const issued = (await call('POST', '/api/admin/auth/captcha', undefined, {})).json().data;
    expect(issued.captcha).toMatch(/^<svg/);
    const answer = await call('POST', '/api/admin/auth/login', undefined, {
      account: 'helper',
      password: 'correct-horse-43',
      ...(await knownCaptcha('k7m3')),
    });
    expect(answer.json().code).toBe(1000);
  });
});

const redisUp = await localRedisAvailable('staff login limits');
describe.skipIf(!redisUp)('staff login limits with the counters in Redis', () => {
  let r: TestApp;
  const prefix = `arks-test:${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    r = await buildTestApp({
      env: { CAPTCHA_MODE: 'off', REDIS_URL: TEST_REDIS_URL },
      attempts: { redisPrefix: prefix },
    });
    await createStaffService({ db: r.db, clock: { now: () => new Date() }, totpKey: 'x' }).create({
      account: 'redisboss',
      password: 'correct-horse-46',
      role: 'admin',
    });
  });
  afterAll(() => r.close());

  it('300 parallel wrong passwords are checked at most 20 times', async () => {
    await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        r.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          remoteAddress: `10.41.${Math.floor(i / 200)}.${i % 200}`,
          payload: { account: 'redisboss', password: `wrong-${i}` },
        }),
      ),
    );
    const failures = await r.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'login_failed'), eq(staffAudit.account, 'redisboss')));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.length).toBeLessThanOrEqual(MAX_STAFF_FAILURES_PER_ACCOUNT);
    const redis = new Redis(TEST_REDIS_URL);
    try {
      expect(await redis.get(`${prefix}staff-login:account:redisboss`)).toBe(
        String(MAX_STAFF_FAILURES_PER_ACCOUNT),
      );
    } finally {
      redis.disconnect();
    }
  });
});
