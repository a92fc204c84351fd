import { timingSafeEqual, createHash } from 'node:crypto';
import { DOUBLE_VALIDATION_QUESTIONS, DoubleValidationCode, LIMITS } from '@arks/contracts';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginChallenges } from './schema';
import { AppError, type ErrorSpec, errorTable } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { CaptchaService } from '../captcha';
import { verifyPassword } from './password';
import type { MemberRow } from './repository';
import * as repo from './repository';

type Question = (typeof DOUBLE_VALIDATION_QUESTIONS)[number];
const TTL_MS = 5 * 60_000;
const MAX_FAILURES = 3;

const e = (code: number, message: string): ErrorSpec => ({ code, httpStatus: 200, message });
export const DoubleValidationErrors = errorTable('doubleValidation', {
  expired: e(DoubleValidationCode.SERVER_MESSAGE_101, 'This login has expired, please log in again'),
  tooMany: e(DoubleValidationCode.SERVER_MESSAGE_102, 'Too many wrong answers, please log in again'),
  noMoreQuestions: e(DoubleValidationCode.SERVER_MESSAGE_202, 'No other question is available'),
  captcha: e(DoubleValidationCode.VERIFY_FAILED_105, 'Enter the verification code'),
  captchaWrong: e(DoubleValidationCode.VERIFY_FAILED_205, 'The verification code is wrong'),
  captchaStale: e(
    DoubleValidationCode.VERIFY_FAILED_206,
    'The verification code has expired, please get a new one',
  ),
  accountInactive: e(DoubleValidationCode.VERIFY_FAILED_103, 'This account cannot log in now'),
  questionGone: e(
    DoubleValidationCode.VERIFY_FAILED_104,
    'This question can no longer be answered, please log in again',
  ),
  /** §8 106: the answering address is one the login refuses (any of its address rules). */
  ipError: e(DoubleValidationCode.IP_ERROR, 'Logins from this network are not allowed'),
  wrong: e(DoubleValidationCode.FAILED, 'The answer is wrong'),
} as const satisfies Record<string, ErrorSpec>);

/** Whether the member has the fact a question asks about on file. */
function hasFact(m: MemberRow, q: string): boolean {
  const has: Record<Question, boolean> = {
    member_name: Boolean(m.name),
    identity_id: Boolean(m.identityId),
    member_phone: Boolean(m.phone),
    member_email: Boolean(m.email),
    withdraw_password: m.withdrawPasswordHash !== null,
  };
  return has[q as Question] ?? false;
}

/** The questions this member can answer: facts on file only, in the §3 order, at most three. */
export function availableQuestions(m: MemberRow): Question[] {
  return DOUBLE_VALIDATION_QUESTIONS.filter((q) => hasFact(m, q)).slice(0, LIMITS.doubleValidationQuestions);
}

const digest = (v: string) => createHash('sha256').update(v.trim().toLowerCase()).digest();
const sameText = (a: string | null, b: string) => a !== null && timingSafeEqual(digest(a), digest(b));

async function answerMatches(m: MemberRow, question: string, answer: string): Promise<boolean> {
  switch (question) {
    case 'member_name':
      return sameText(m.name, answer);
    case 'identity_id':
      return sameText(m.identityId, answer);
    case 'member_phone':
      return sameText(m.phone, answer);
    case 'member_email':
      return sameText(m.email, answer);
    case 'withdraw_password':
      return m.withdrawPasswordHash !== null && verifyPassword(m.withdrawPasswordHash, answer);
    default:
      return false;
  }
}

export type DoubleValidationService = ReturnType<typeof createDoubleValidation>;

export function createDoubleValidation(deps: { db: Db; clock: Clock; captcha: CaptchaService }) {
  const { db, clock, captcha } = deps;
  const live = async (id: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.id, id)).limit(1);
    if (!row || row.expiresAt <= clock.now()) return null;
    return row;
  };
  const view = (row: typeof loginChallenges.$inferSelect) => ({
    question: row.question as Question,
    available_questions_count: row.remaining.length + 1,
  });

  return {
    /** Null when the member has no facts to ask about: the login then goes through on the password. */
    async start(m: MemberRow) {
      const [first, ...rest] = availableQuestions(m);
      if (!first) return null;
      const [row] = await db
        .insert(loginChallenges)
        .values({
          memberId: m.id,
          question: first,
          remaining: rest,
          expiresAt: new Date(clock.now().getTime() + TTL_MS),
        })
        .returning();
      return { member_login_id: row!.id, ...view(row!) };
    },

    async skip(id: string) {
      const row = await live(id);
      if (!row) throw new AppError(DoubleValidationErrors.expired);
      const [next, ...rest] = row.remaining;
      if (!next) throw new AppError(DoubleValidationErrors.noMoreQuestions);
      const [updated] = await db
        .update(loginChallenges)
        .set({ question: next, remaining: rest })
        .where(eq(loginChallenges.id, row.id))
        .returning();
      return view(updated!);
    },

    /** The member whose answer was right; the challenge is spent. Wrong answers count towards three. */
    async answer(input: {
      siteId: number;
      id: string;
      answer: string;
      captchaToken?: string;
      captchaAnswer?: string;
      /** The answering client's address: the captcha must come from the same one. */
      ip: string;
      /** The login's address rules for this member at the answering address (false: 106). */
      addressAdmitted: (member: MemberRow) => Promise<boolean>;
    }) {
      // Like the login, the address goes first: a refused one spends no captcha, try or challenge.
      const open = await live(input.id);
      if (!open) throw new AppError(DoubleValidationErrors.expired);
      const member = await repo.findMemberById(db, open.memberId);
      if (!member || member.siteId !== input.siteId) throw new AppError(DoubleValidationErrors.expired);
      if (!(await input.addressAdmitted(member))) throw new AppError(DoubleValidationErrors.ipError);
      if (await captcha.required(input.siteId)) {
        const checked = await captcha.check({
          siteId: input.siteId,
          type: 1,
          token: input.captchaToken,
          answer: input.captchaAnswer,
          ip: input.ip,
        });
        // §8 105 nothing given, 205 a wrong answer, 206 a captcha no longer live (all verify_failed).
        if (checked === 'missing') throw new AppError(DoubleValidationErrors.captcha);
        if (checked === 'wrong') throw new AppError(DoubleValidationErrors.captchaWrong);
        if (checked === 'stale') throw new AppError(DoubleValidationErrors.captchaStale);
      }
      // The try is counted before the answer is looked at, in one statement, so parallel answers to
      // one challenge get three looks in all, not three each.
      const [row] = await db
        .update(loginChallenges)
        .set({ failures: sql`${loginChallenges.failures} + 1` })
        .where(
          and(
            eq(loginChallenges.id, input.id),
            lt(loginChallenges.failures, MAX_FAILURES),
            gt(loginChallenges.expiresAt, clock.now()),
          ),
        )
        .returning();
      if (!row) throw new AppError(DoubleValidationErrors.tooMany);
      // §8 103: staff disabled or froze the account after its password was checked; §8 104: the fact
      // asked about was taken off the file since, so no answer can be right. Either spends the login.
      const refusal =
        member.status !== 'active'
          ? DoubleValidationErrors.accountInactive
          : !hasFact(member, row.question)
            ? DoubleValidationErrors.questionGone
            : undefined;
      if (refusal) {
        await db.delete(loginChallenges).where(eq(loginChallenges.id, row.id));
        throw new AppError(refusal);
      }
      if (await answerMatches(member, row.question, input.answer)) {
        // Deleting with the id makes a second parallel right answer find nothing and fail.
        const spent = await db.delete(loginChallenges).where(eq(loginChallenges.id, row.id)).returning();
        if (spent.length === 0) throw new AppError(DoubleValidationErrors.expired);
        return member;
      }
      if (row.failures >= MAX_FAILURES) {
        await db.delete(loginChallenges).where(eq(loginChallenges.id, row.id));
        throw new AppError(DoubleValidationErrors.tooMany);
      }
      throw new AppError(DoubleValidationErrors.wrong);
    },
  };
}
