import { randomUUID } from 'node:crypto';
import { captchaKey } from '../config';
import { captchas } from '../db/schema';
import { captchaAnswerHash } from '../modules/accounts/captcha/service';
import type { TestApp } from './build-test-app';

/**
 * A captcha whose answer the test knows (the real one is only in the image), stored as the app stores
 * one: keyed with the app's CAPTCHA_KEY and bound to the address that will answer it.
 */
export async function knownCaptcha(
  t: TestApp,
  input: { siteId: number; type: 1 | 2; answer: string; ip: string; expiresAt?: Date },
): Promise<{ captcha_token: string; captcha_answer: string }> {
  const id = randomUUID();
  await t.db.insert(captchas).values({
    id,
    siteId: input.siteId,
    type: input.type,
    answerHash: captchaAnswerHash(captchaKey(t.config), id, input.answer).toString('hex'),
    clientIp: input.ip,
    expiresAt: input.expiresAt ?? new Date(Date.now() + 60_000),
  });
  return { captcha_token: id, captcha_answer: input.answer };
}
