import { createHash } from 'node:crypto';
import { LoginCode } from '@arks/contracts';
import { eq } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captchas } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'on' } });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const ASKER = '10.77.0.1';
const ELSEWHERE = '10.77.0.2';

/** A login captcha asked for by `ip`, with the answer its image shows (read as the image is drawn). */
async function issuedCaptcha(ip: string) {
  const drawn = vi.spyOn(svgCaptcha, 'create');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/captcha',
    payload: { site_id: 1, type: 1 },
    remoteAddress: ip,
  });
  const answer = drawn.mock.results[0]!.value.text as string;
  drawn.mockRestore();
  return { token: res.json().data.token as string, answer };
}

/** A login with the captcha: 105 when the captcha is refused, 101 (unknown account) when it passed. */
const loginWith = async (ip: string, captcha: { token: string; answer: string }) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      payload: {
        site_id: 1,
        account: 'nobody001',
        password: 'abc123',
        captcha_token: captcha.token,
        captcha_answer: captcha.answer,
      },
    })
  ).json().code;

/** Every answer the image can show, as the check reads it (lower case, without 0oO1ilI). */
function everyAnswer(): string[] {
  const alphabet = [...new Set('abcdefghijklmnopqrstuvwxyz23456789'.replace(/[oil]/g, ''))];
  const out: string[] = [];
  for (const a of alphabet)
    for (const b of alphabet) for (const c of alphabet) for (const d of alphabet) out.push(a + b + c + d);
  return out;
}

describe('stored captcha answers', () => {
  it('cannot be solved from the database by hashing every possible answer', async () => {
    const issued = await issuedCaptcha(ASKER);
    const [row] = await t.db.select().from(captchas).where(eq(captchas.id, issued.token));
    const found = everyAnswer().filter(
      (answer) => createHash('sha256').update(answer).digest('hex') === row!.answerHash,
    );
    expect(found).toEqual([]);
    // The right answer, from the address that asked, still passes.
    expect(await loginWith(ASKER, issued)).toBe(LoginCode.ACCOUNT_ERROR);
  }, 60_000);

  it('refuses a row stored the old way (unkeyed SHA-256 of the answer)', async () => {
    const [row] = await t.db
      .insert(captchas)
      .values({
        siteId: 1,
        type: 1,
        answerHash: createHash('sha256').update('k7m3').digest('hex'),
        clientIp: ASKER,
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning();
    expect(await loginWith(ASKER, { token: row!.id, answer: 'k7m3' })).toBe(LoginCode.VERIFY_FAILED);
  });
});

describe('a captcha answered from another address', () => {
  it('is refused, and spent: the asker cannot use it afterwards', async () => {
    const issued = await issuedCaptcha(ASKER);
    expect(await loginWith(ELSEWHERE, issued)).toBe(LoginCode.VERIFY_FAILED);
    expect(await t.db.select().from(captchas).where(eq(captchas.id, issued.token))).toEqual([]);
    expect(await loginWith(ASKER, issued)).toBe(LoginCode.VERIFY_FAILED);
  });

  it('passes with the right answer from the address that asked for it, once', async () => {
    const issued = await issuedCaptcha(ASKER);
    expect(await loginWith(ASKER, { ...issued, answer: ` ${issued.answer.toUpperCase()} ` })).toBe(
      LoginCode.ACCOUNT_ERROR,
    );
    expect(await loginWith(ASKER, issued)).toBe(LoginCode.VERIFY_FAILED);
  });
});
