import { RegisterCode, SMS_LIMITS } from '@arks/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { knownCaptcha as storeCaptcha } from '../../../test/known-captcha';
import { createRegistrationExtrasService, LOOKUPS_PER_IP, LOOKUPS_PER_VALUE } from './service';
import { MemorySmsSender } from './sms-sender';

let ipSeq = 0;
const nextIp = () => `10.34.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const call = (t: TestApp, url: string, payload: object, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip }).then((r) => r.json());

describe('SMS codes under a parallel burst', () => {
  let t: TestApp;
  const sms = new MemorySmsSender();
  beforeAll(async () => {
    t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' }, smsSender: sms });
  });
  afterAll(() => t.close());

  it('200 parallel sends to one phone send one code', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        call(t, '/api/register/sms', { site_id: 1, member_phone: '13811110001', type: 'register_member' }),
      ),
    );
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(1);
    expect(sms.sent.filter((m) => m.phone === '13811110001')).toHaveLength(1);
  });

  it('200 parallel guesses at one code are compared at most five times', async () => {
    await call(t, '/api/register/sms', { site_id: 1, member_phone: '13811110002', type: 'register_member' });
    const code = sms.lastCode('13811110002')!;
    const service = createRegistrationExtrasService({ db: t.db, clock: { now: () => new Date() }, sms });
    const wrong = Array.from({ length: 200 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const results = await Promise.all(wrong.map((g) => service.checkCode(1, '13811110002', g)));
    expect(results).not.toContain(true);
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, '13811110002'));
    expect(row!.wrongTries).toBeLessThanOrEqual(SMS_LIMITS.maxWrongTries);
    expect(await service.checkCode(1, '13811110002', code)).toBe(false);
  });
});

describe('look-ups that tell whether a value exists (site captcha off)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  });
  afterAll(() => t.close());

  it('one address gets a limited number of look-ups, in parallel too (996 after)', async () => {
    const ip = '10.35.0.1';
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(
          t,
          '/api/register/verification',
          { site_id: 1, member_currency: 'RMB', member_account: `probe${i}x` },
          ip,
        ),
      ),
    );
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(LOOKUPS_PER_IP);
    expect(answers.filter((a) => a.code === RegisterCode.TOO_FREQUENT)).toHaveLength(200 - LOOKUPS_PER_IP);
    const links = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(t, '/api/register/valid_message', { site_id: 1, agent_id: 900 + i }, ip),
      ),
    );
    expect(links.every((a) => a.code === RegisterCode.TOO_FREQUENT)).toBe(true);
  });

  it('one value gets a limited number of look-ups from any number of addresses', async () => {
    const ask = () =>
      call(t, '/api/register/verification', {
        site_id: 1,
        member_currency: 'RMB',
        member_email: 'Who@Example.com',
      });
    const answers = await Promise.all(Array.from({ length: 50 }, ask));
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(LOOKUPS_PER_VALUE);
    expect(answers.filter((a) => a.code === RegisterCode.TOO_FREQUENT)).toHaveLength(50 - LOOKUPS_PER_VALUE);
    const codes = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t, '/api/register/valid_message', { site_id: 1, recommend_code: 'somefriend' }),
      ),
    );
    expect(codes.filter((a) => a.code === 1000)).toHaveLength(LOOKUPS_PER_VALUE);
  });
});

describe('look-ups where the site asks for captchas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { CAPTCHA_MODE: 'on' } });
  });
  afterAll(() => t.close());
  const knownCaptcha = (answer: string, ip: string) => storeCaptcha(t, { siteId: 1, type: 2, answer, ip });

  it('224 without a register captcha; a solved one is good for one look-up', async () => {
    const body = { site_id: 1, member_currency: 'RMB', member_account: 'capfree01' };
    expect((await call(t, '/api/register/verification', body)).code).toBe(RegisterCode.CAPTCHA_FAILED);
    expect((await call(t, '/api/register/valid_message', { site_id: 1, agent_id: 1 })).code).toBe(
      RegisterCode.CAPTCHA_FAILED,
    );
    const ip = nextIp();
    const solved = await knownCaptcha('k7m3', ip);
    expect((await call(t, '/api/register/verification', { ...body, ...solved }, ip)).code).toBe(1000);
    expect((await call(t, '/api/register/verification', { ...body, ...solved }, ip)).code).toBe(
      RegisterCode.CAPTCHA_FAILED,
    );
    const link = await call(
      t,
      '/api/register/valid_message',
      { site_id: 1, agent_id: 1, ...(await knownCaptcha('z9y8', ip)) },
      ip,
    );
    expect(link).toMatchObject({ code: 1000, data: { is_valid: 0 } });
  });
});
