import { randomBytes } from 'node:crypto';
import { Login, LoginCode, Register, RegisterCode, ZDoubleValidationNeeded } from '@arks/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAudit, members } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { knownCaptcha as storeCaptcha } from '../../../test/known-captcha';
import { localRedisAvailable, TEST_REDIS_URL } from '../../../test/local-redis';
import { MAX_FAILED_LOGINS_PER_ACCOUNT, MAX_FAILED_LOGINS_PER_IP } from './service';
import { registrationPayload } from '../../../test/member-payload';
import type { Input } from '../../../test/api-client';
import { registeredMember, visitor } from '../../../test/member-client';

let ipSeq = 0;
const nextIp = () => `10.31.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

function helpers(t: () => TestApp) {
  const post = (url: string, payload: object, ip = nextIp()) =>
    t().app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const register = (account: string, extra: Partial<Input<typeof Register>> = {}) =>
    registeredMember(t(), { member_account: account, ...extra }, { ip: nextIp() });
  const login = (
    account: string,
    password: string,
    extra: Partial<Input<typeof Login>> = {},
    ip = nextIp(),
  ) => visitor(t(), { ip }).send(Login, { site_id: 1, account, password, ...extra });
  /** A login captcha whose answer the test knows, asked for by the address that will log in. */
  const knownCaptcha = (answer: string, ip: string) => storeCaptcha(t(), { siteId: 1, type: 1, answer, ip });
  const failures = async (where: ReturnType<typeof eq>) =>
    (
      await t()
        .db.select()
        .from(memberAudit)
        .where(and(eq(memberAudit.action, 'login_failed'), where))
    ).length;
  return { post, register, login, knownCaptcha, failures };
}

/** 300 wrong passwords at once, each from its own address: the per-account limit alone must hold. */
async function accountBurst(h: ReturnType<typeof helpers>, account: string) {
  await h.register(account);
  const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => h.login(account, `wrong${i}x`)));
  const checked = await h.failures(eq(memberAudit.account, account));
  expect(checked).toBeGreaterThan(0);
  expect(checked).toBeLessThanOrEqual(MAX_FAILED_LOGINS_PER_ACCOUNT);
  const refused = answers.filter((a) => a.code !== LoginCode.ACCOUNT_ERROR);
  expect(refused.length).toBe(300 - checked);
  for (const a of refused) expect(a).toMatchObject({ code: 105, data: { captcha_required: true } });
  // The burst did not lock the owner out, nor can it find the password without a captcha.
  expect(await h.login(account, 'abc123')).toMatchObject({ code: 105, data: { captcha_required: true } });
  const ip = nextIp();
  expect((await h.login(account, 'abc123', await h.knownCaptcha('k7m3', ip), ip)).code).toBe(1000);
}

describe('member login limits (PostgreSQL counters; site captcha off)', () => {
  let t: TestApp;
  const h = helpers(() => t);
  beforeAll(async () => {
    t = await buildTestApp({ env: { CAPTCHA_MODE: 'on' } });
    await t.db.execute(sql`update sites set captcha_enabled = false where id = 1`);
  });
  afterAll(() => t.close());

  it('300 parallel wrong passwords are checked at most 100 times; then a captcha, never a lockout', async () => {
    await accountBurst(h, 'burstacc1');
    // Past the threshold a wrong password with a right captcha is still checked, and still wrong.
    const ip = nextIp();
    expect((await h.login('burstacc1', 'nope123', await h.knownCaptcha('q2w3', ip), ip)).code).toBe(101);
  });

  it('the site without captchas hands one out when asked to (force), none otherwise', async () => {
    const ask = async (payload: object) => (await h.post('/api/captcha', payload)).json().data;
    expect((await ask({ site_id: 1, type: 1 })).token).toBe('');
    const forced = await ask({ site_id: 1, type: 1, force: 1 });
    expect(forced.token).not.toBe('');
    expect(forced.captcha).toMatch(/^<svg/);
  });

  it('the per-address limit stays hard: 310 parallel failures from one address check at most 300', async () => {
    const ip = '10.32.0.1';
    await h.register('ipowner1');
    const answers = await Promise.all(
      Array.from({ length: 310 }, (_, i) => h.login(`ghost${i}x`, 'wrong1', {}, ip)),
    );
    expect(await h.failures(eq(memberAudit.ip, ip))).toBeLessThanOrEqual(MAX_FAILED_LOGINS_PER_IP);
    expect(answers.filter((a) => a.code === 429).length).toBeGreaterThanOrEqual(10);
    expect((await h.login('ipowner1', 'abc123', {}, ip)).code).toBe(429);
    // Another address is not affected.
    expect((await h.login('ipowner1', 'abc123')).code).toBe(1000);
  });

  it('300 parallel double-validation answers get three looks in all', async () => {
    const m = await h.register('dvburst1', { member_phone: '13900000001' });
    await t.db.update(members).set({ doubleValidation: true }).where(eq(members.id, m.id));
    const data = ZDoubleValidationNeeded.parse((await h.login('dvburst1', 'abc123')).data);
    const answers = await Promise.all(
      Array.from({ length: 300 }, () =>
        h.post('/api/login/double_validation', { member_login_id: data.member_login_id, answer: '李四' }),
      ),
    );
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 998).length).toBeLessThanOrEqual(2);
    expect(codes).not.toContain(1000);
    const late = await h.post('/api/login/double_validation', {
      member_login_id: data.member_login_id,
      answer: '张三',
    });
    expect(late.json().code).not.toBe(1000);
  });
});

const redisUp = await localRedisAvailable('member login limits');
describe.skipIf(!redisUp)('member login limits (Redis counters)', () => {
  let t: TestApp;
  const h = helpers(() => t);
  const prefix = `arks-test:${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { CAPTCHA_MODE: 'on', REDIS_URL: TEST_REDIS_URL },
      attempts: { redisPrefix: prefix, slowDownMs: 300 },
    });
    await t.db.execute(sql`update sites set captcha_enabled = false where id = 1`);
  });
  afterAll(() => t.close());

  it('holds the same limit with the counters in Redis, and slows logins past the threshold', async () => {
    await accountBurst(h, 'redisacc1');
    const redis = new Redis(TEST_REDIS_URL);
    try {
      expect(await redis.get(`${prefix}login:account:1:redisacc1`)).toBe(
        String(MAX_FAILED_LOGINS_PER_ACCOUNT),
      );
    } finally {
      redis.disconnect();
    }
    const started = Date.now();
    expect((await h.login('redisacc1', 'abc123')).code).toBe(105);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});

describe('registrations from one address under a parallel burst', () => {
  let t: TestApp;
  const h = helpers(() => t);
  beforeAll(async () => {
    t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  });
  afterAll(() => t.close());

  it('12 parallel registrations from one address create one member', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        h
          .post('/api/register', registrationPayload(`parreg${String(i).padStart(2, '0')}`), '10.36.0.1')
          .then((r) => r.json().code),
      ),
    );
    expect(answers.filter((c) => c === 1000)).toHaveLength(1);
    expect(answers.filter((c) => c === RegisterCode.TOO_FREQUENT)).toHaveLength(11);
  });
});
