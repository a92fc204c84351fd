import {
  MEMBER_CENTER_LIMITS,
  MemberCenterCode,
  VerifyResetCode,
  VxVerify,
  WithdrawPasswordSave,
} from '@arks/contracts';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAudit, members } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { localRedisAvailable, TEST_REDIS_URL } from '../../../test/local-redis';
import { verifyPassword } from '../member/password';
import { freshAddress, registeredMember, visitor } from '../../../test/member-client';

let t: TestApp;
const redisUp = await localRedisAvailable('member-centre attempt limits');

const member = (account: string) =>
  registeredMember(t, { member_account: account, member_email: `${account}@example.com` });
const audited = async (account: string, action: string) =>
  (
    await t.db
      .select()
      .from(memberAudit)
      .where(and(eq(memberAudit.account, account), eq(memberAudit.action, action)))
  ).length;
/** 300 four-digit guesses, none of them the member's 1234. */
const guesses = Array.from({ length: 300 }, (_, i) => String(5000 + i));

describe.each([
  { store: 'PostgreSQL', run: true, env: {} as Record<string, string> },
  { store: 'Redis', run: redisUp, env: { REDIS_URL: TEST_REDIS_URL } },
])('counters in $store', ({ store, run, env }) => {
  const prefix = `arks-test:${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    if (!run) return;
    t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', ...env }, attempts: { redisPrefix: prefix } });
  });
  /** In the Redis run the counter must be in Redis, not in the PostgreSQL fallback. */
  const inRedis = async (key: string) => {
    if (store !== 'Redis') return;
    const redis = new Redis(TEST_REDIS_URL);
    try {
      expect(Number(await redis.get(`${prefix}${key}`))).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  };
  afterAll(() => (run ? t.close() : undefined));
  const suffix = store === 'Redis' ? 'r' : 'p';

  describe.skipIf(!run)('withdraw password under a parallel burst', () => {
    it('300 parallel guesses are checked at most 10 times; the PIN stays unfound', async () => {
      const m = await member(`wdburst${suffix}`);
      const change = (old: string) =>
        m.send(
          WithdrawPasswordSave,
          { old_withdraw_password: old, withdraw_password: '9999', check_withdraw_password: '9999' },
          { ip: freshAddress() },
        );
      const answers = await Promise.all(guesses.map(change));
      const checked = await audited(`wdburst${suffix}`, 'withdraw_password_failed');
      await inRedis(`withdraw-password:${m.id}`);
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(10);
      const codes = answers.map((a) => a.code);
      expect(codes.filter((c) => c === MemberCenterCode.WRONG_WITHDRAW_PASSWORD).length).toBe(checked);
      expect(codes.filter((c) => c === VerifyResetCode.E102).length).toBe(300 - checked);
      // Even the right PIN is not looked at until the hour is over.
      expect((await change('1234')).code).toBe(VerifyResetCode.E102);
      const [row] = await t.db.select().from(members).where(eq(members.id, m.id));
      expect(await verifyPassword(row!.withdrawPasswordHash, '1234')).toBe(true);
    });
  });

  describe.skipIf(!run)('recovery (vx verify) under a parallel burst', () => {
    it('300 parallel guesses from many addresses are checked at most the per-account limit', async () => {
      await member(`rcburst${suffix}`);
      const verify = (pin: string) =>
        visitor(t, { ip: freshAddress() }).send(VxVerify, {
          site_id: 1,
          account: `rcburst${suffix}`,
          withdraw_password: pin,
          member_email: `rcburst${suffix}@example.com`,
        });
      const answers = await Promise.all(guesses.map(verify));
      const checked = await audited(`rcburst${suffix}`, 'vx_verify_failed');
      await inRedis(`recovery:account:1:rcburst${suffix}`);
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(MEMBER_CENTER_LIMITS.recoveryFailuresPerHour);
      expect(answers.filter((a) => a.code === VerifyResetCode.E102).length).toBe(300 - checked);
      expect((await verify('1234')).code).toBe(VerifyResetCode.E102);
    });
  });
});
