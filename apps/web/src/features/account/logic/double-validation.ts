import { doubleValidationEmptyAnswerKey, LIMITS, V } from '@arks/contracts';

/** Question columns the server may ask about (spec §3). */
export const DOUBLE_VALIDATION_QUESTIONS = [
  'member_name',
  'identity_id',
  'member_phone',
  'member_email',
  'withdraw_password',
] as const;
export type DoubleValidationQuestion = (typeof DOUBLE_VALIDATION_QUESTIONS)[number];

export interface DoubleValidationState {
  memberLoginId: string;
  question: string;
  /** Questions still available, this one included (default 3, spec §9). */
  remaining: number;
}

export function startDoubleValidation(input: {
  member_login_id: string | number;
  question: string;
  available_questions_count?: number | null;
}): DoubleValidationState {
  return {
    memberLoginId: String(input.member_login_id),
    question: input.question,
    remaining: input.available_questions_count ?? LIMITS.doubleValidationQuestions,
  };
}

/** The member may skip to the next question while another one is left. */
export function canSkip(state: DoubleValidationState): boolean {
  return state.remaining > 1;
}

/** After a skip the server names the next question; the count falls by one unless it says otherwise. */
export function nextQuestion(
  state: DoubleValidationState,
  answer: { question: string; available_questions_count?: number | null },
): DoubleValidationState {
  return {
    ...state,
    question: answer.question,
    remaining: answer.available_questions_count ?? Math.max(1, state.remaining - 1),
  };
}

/** Spec §5: the first failure only: an empty answer names the question, then the captcha. */
export function firstDoubleValidationError(
  question: string,
  values: { answer: string; captcha_answer: string },
  captchaShown = true,
): string | null {
  if (!values.answer.trim()) return doubleValidationEmptyAnswerKey(question);
  if (captchaShown && !values.captcha_answer.trim()) return V.captchaRequired;
  return null;
}

/** Input type for the answer: withdraw password is 4 hidden digits, phone digits, the rest text. */
export function answerInputKind(question: string): 'password' | 'tel' | 'email' | 'text' {
  if (question === 'withdraw_password') return 'password';
  if (question === 'member_phone') return 'tel';
  if (question === 'member_email') return 'email';
  return 'text';
}
