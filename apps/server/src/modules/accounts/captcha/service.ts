import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { drawCaptcha } from './image';
import { captchas } from './schema';
import { findSite } from '../../sites/site';
import type { Clock } from '../../../platform/clock';

const TTL_MS = 5 * 60_000;
/** More than this many captchas from one address within a second answers code 101 (client waits 1 s). */
const BURST_PER_SECOND = 5;

/**
 * What is stored of an answer. Four characters are few enough to try them all, so a plain hash would
 * give every live answer to whoever reads the table: the key (CAPTCHA_KEY) is never in the database,
 * and the captcha's id makes each row's hash its own.
 */
export const captchaAnswerHash = (key: string, id: string, answer: string): Buffer =>
  createHmac('sha256', key).update(`${id}:${answer.trim().toLowerCase()}`).digest();

export type CaptchaService = ReturnType<typeof createCaptchaService>;

interface CaptchaAnswer {
  siteId: number;
  type: 1 | 2;
  token?: string;
  answer?: string;
  ip: string;
}

export function createCaptchaService(db: Db, clock: Clock, opts: { enabled: boolean; key: string }) {
  /**
   * `verify` with the reason of a refusal, for calls whose codes tell them apart (double validation
   * §8 105, 205, 206): nothing given, a wrong answer, or a captcha that is not live (unknown, expired,
   * already used, or asked for from another address). Single use either way.
   */
  async function check(input: CaptchaAnswer): Promise<'ok' | 'missing' | 'wrong' | 'stale'> {
    if (!input.token || !input.answer) return 'missing';
    if (!/^[0-9a-f-]{36}$/i.test(input.token)) return 'stale';
    const [row] = await db
      .delete(captchas)
      .where(
        and(eq(captchas.id, input.token), eq(captchas.siteId, input.siteId), eq(captchas.type, input.type)),
      )
      .returning();
    if (!row || row.expiresAt <= clock.now() || row.clientIp !== input.ip) return 'stale';
    const stored = Buffer.from(row.answerHash, 'hex');
    const given = captchaAnswerHash(opts.key, row.id, input.answer);
    return stored.length === given.length && timingSafeEqual(stored, given) ? 'ok' : 'wrong';
  }

  return {
    enabled: opts.enabled,

    /** Whether this site asks for captchas: its own setting, unless CAPTCHA_MODE=off turned them all off. */
    async required(siteId: number): Promise<boolean> {
      if (!opts.enabled) return false;
      return (await findSite(db, siteId))?.captchaEnabled ?? true;
    },

    /** A new challenge, or null when the caller asks too fast. */
    async issue(input: { siteId: number; type: 1 | 2; ip: string }) {
      const now = clock.now();
      const [recent] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(captchas)
        .where(and(eq(captchas.clientIp, input.ip), gt(captchas.createdAt, new Date(now.getTime() - 1000))));
      if ((recent?.n ?? 0) >= BURST_PER_SECOND) return null;
      const image = drawCaptcha();
      // The id is chosen here, not by the database, because the stored hash covers it.
      const id = randomUUID();
      await db.insert(captchas).values({
        id,
        siteId: input.siteId,
        type: input.type,
        answerHash: captchaAnswerHash(opts.key, id, image.text).toString('hex'),
        clientIp: input.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + TTL_MS),
      });
      // Expired rows are dead weight; trimming them here keeps the table small without a job.
      await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - TTL_MS)));
      return { token: id, svg: image.svg };
    },

    /**
     * Single use: the row is deleted by the first check, right or wrong. Only the address that asked
     * for the captcha may answer it: one solved elsewhere (a solving service, a relay) is refused and
     * spent like a wrong answer.
     */
    async verify(input: CaptchaAnswer): Promise<boolean> {
      return (await check(input)) === 'ok';
    },

    check,
  };
}
