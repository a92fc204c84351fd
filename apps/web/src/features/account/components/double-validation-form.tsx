import { CAPTCHA_TYPE } from '@arks/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../api/captcha';
import { postDoubleValidation } from '../api/double-validation';
import { postDoubleValidationSkip } from '../api/double-validation-skip';
import type { LoginData } from '../api/login';
import {
  answerInputKind,
  canSkip,
  DOUBLE_VALIDATION_QUESTIONS,
  firstDoubleValidationError,
  nextQuestion,
  type DoubleValidationState,
} from '../logic/double-validation';
import { doubleValidationOutcome, skipOutcome } from '../logic/login-result';
import { captchaImageSrc } from '../api/captcha';
import { captchaInputClass, captchaPictureClass } from './captcha-field';
import { Field, FormError, TextInput, linkButton, primaryButton } from './form-bits';
import { isMemberAnswer } from './use-complete-login';

/** Spec §4 double validation: answer the asked question (or skip to another), with a captcha. */
export function DoubleValidationForm(props: {
  siteId: number;
  initial: DoubleValidationState;
  onSuccess: (
    data: LoginData & {
      token: string;
      member_id: string | number;
      member_account: string;
      member_currency: string;
    },
  ) => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState(props.initial);
  const [answer, setAnswer] = useState('');
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha(CAPTCHA_TYPE.login, props.siteId);
  const src = captcha.data ? captchaImageSrc(captcha.data.captcha) : null;
  // A site with captcha turned off answers an empty image: then there is nothing to type.
  const needsCaptcha = captcha.isPending || Boolean(captcha.data?.captcha);
  const known = (DOUBLE_VALIDATION_QUESTIONS as readonly string[]).includes(state.question);
  const kind = answerInputKind(state.question);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const first = firstDoubleValidationError(
      state.question,
      { answer, captcha_answer: captchaAnswer },
      needsCaptcha,
    );
    if (first) {
      setError(t(first));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await postDoubleValidation({
      member_login_id: state.memberLoginId,
      answer: answer.trim(),
      captcha_answer: captchaAnswer.trim(),
      captcha_token: captcha.data?.token ?? '',
    });
    setBusy(false);
    if (result.ok && isMemberAnswer(result.data)) {
      props.onSuccess(result.data);
      return;
    }
    const outcome = doubleValidationOutcome(
      result.ok ? 0 : (result.code ?? 0),
      result.ok ? '' : result.message,
    );
    setError(
      outcome.kind === 'error'
        ? t(outcome.messageKey)
        : outcome.kind === 'server-message'
          ? outcome.message
          : null,
    );
    setCaptchaAnswer('');
    captcha.refresh();
  };

  const skip = async () => {
    setBusy(true);
    setError(null);
    const result = await postDoubleValidationSkip(state.memberLoginId);
    setBusy(false);
    if (result.ok) {
      setState((s) => nextQuestion(s, result.data));
      setAnswer('');
      return;
    }
    const outcome = skipOutcome(result.code ?? 0, result.message);
    setError(
      outcome.kind === 'error'
        ? t(outcome.messageKey)
        : outcome.kind === 'server-message'
          ? outcome.message
          : null,
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="double-validation-form">
      <p className="text-sm text-ink-muted">{t('account.doubleIntro')}</p>
      <div className="rounded-field border border-primary/30 bg-primary/10 px-4 py-3">
        <p className="text-xs tracking-wide text-primary/80 uppercase">{t('account.doubleQuestion')}</p>
        <p
          className="mt-1 font-semibold text-ink"
          data-testid="double-validation-question"
          data-question={state.question}
        >
          {known ? t(`account.questions.${state.question}`) : state.question}
        </p>
        <p className="mt-1 text-xs text-ink-faint">
          {t('account.doubleRemaining', { count: state.remaining })}
        </p>
      </div>
      <Field label={t('account.doubleAnswer')} htmlFor="double-answer">
        <TextInput
          id="double-answer"
          type={kind}
          inputMode={kind === 'tel' || state.question === 'withdraw_password' ? 'numeric' : undefined}
          autoComplete="off"
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          data-testid="double-validation-answer"
        />
      </Field>
      {needsCaptcha ? (
        <Field label={t('account.captcha')} htmlFor="double-captcha" required>
          <div className="flex gap-2">
            <TextInput
              id="double-captcha"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={captchaInputClass}
              value={captchaAnswer}
              onChange={(e) => setCaptchaAnswer(e.target.value)}
              placeholder={captcha.data?.placeholder || t('account.captcha')}
              data-testid="double-validation-captcha"
            />
            <button
              type="button"
              onClick={captcha.refresh}
              aria-label={t('account.captchaRefresh')}
              className={captchaPictureClass}
            >
              {src ? (
                <img src={src} alt={t('account.captchaImage')} className="h-full w-full object-contain" />
              ) : (
                t('account.captchaRefresh')
              )}
            </button>
          </div>
        </Field>
      ) : null}
      <FormError message={error} testId="double-validation-error" />
      <button type="submit" disabled={busy} className={primaryButton} data-testid="double-validation-submit">
        {t('account.submit')}
      </button>
      {canSkip(state) ? (
        <button
          type="button"
          onClick={skip}
          disabled={busy}
          className={linkButton}
          data-testid="double-validation-skip"
        >
          {t('account.doubleSkip')}
        </button>
      ) : null}
    </form>
  );
}
