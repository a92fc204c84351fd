import type { LoginOutcome } from '../logic/login-result';
import {
  TIMING,
  V,
  ZNewPassword,
  memberVerifySchema,
  type RecoveryMethod,
  type RecoveryProofs,
} from '@arks/contracts';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sendToApp } from '../../../lib/native-bridge';
import { toast } from '../../../lib/toast';
import { fetchClientCaptcha } from '../api/client-captcha';
import { postForgotSms } from '../api/forgot-sms';
import { postMemberReset } from '../api/member-reset';
import { postMemberVerify } from '../api/member-verify';
import { useRegisterSettings } from '../api/register-settings';
import { canResend, formatCountdown, secondsLeft } from '../logic/countdown';
import { smsOutcome, verifyResetOutcome } from '../logic/login-result';
import { recoveryForm } from '../logic/recovery-form';
import { captchaInputClass, captchaPictureClass } from './captcha-field';
import { schemaResolver } from './dynamic-resolver';
import {
  Field,
  FormError,
  PasswordInput,
  TextInput,
  firstErrorMessage,
  linkButton,
  primaryButton,
  secondaryButton,
} from './form-bits';

interface VerifyValues {
  account: string;
  withdraw_password: string;
  member_email: string;
  member_phone: string;
  phone_verify: string;
  captcha_answer: string;
}

const METHOD_LABEL: Record<RecoveryMethod, string> = {
  email: 'account.methodEmail',
  phone: 'account.methodPhone',
  sms: 'account.methodSms',
};

/**
 * Forgot password and the member transfer validation (login code 802) share one flow (spec §4):
 * verify the member (withdraw password where the site's registration collected one, plus email or
 * phone) for a token, then set a new password.
 * The captcha is the client captcha of spec §7 (checked here, §5); the server answer decides the rest.
 */
export function MemberVerifyFlow(props: {
  purpose: 'forgot' | 'transfer';
  siteId: number;
  currencies: readonly string[];
  initialAccount?: string;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<{ kind: 'verify' } | { kind: 'reset'; account: string; token: string }>({
    kind: 'verify',
  });
  const settings = useRegisterSettings(props.siteId);
  const proofs = recoveryForm(settings.data, props.currencies);
  // Where no registration collected a withdraw password, the intro does not ask for one either.
  const intro =
    props.purpose === 'transfer'
      ? 'account.transferIntro'
      : proofs.withdrawPassword === 'hidden'
        ? 'account.forgotIntroContact'
        : 'account.forgotIntro';
  return (
    <div className="flex flex-col gap-4" data-testid={`${props.purpose}-flow`}>
      <p className="text-sm text-ink-muted">{t(intro)}</p>
      {settings.isPending ? (
        // The site's form decides which proofs are asked: shown before it, a field would appear and vanish.
        <div
          className="h-48 animate-pulse rounded-field bg-fill"
          aria-busy="true"
          data-testid="verify-loading"
        />
      ) : step.kind === 'verify' ? (
        <VerifyStep
          siteId={props.siteId}
          proofs={proofs}
          initialAccount={props.initialAccount}
          onVerified={(account, token) => setStep({ kind: 'reset', account, token })}
        />
      ) : (
        <ResetStep
          account={step.account}
          token={step.token}
          onDone={props.onDone}
          onReverify={() => setStep({ kind: 'verify' })}
        />
      )}
      <button type="button" onClick={props.onBack} className={linkButton}>
        {t('account.backToLogin')}
      </button>
    </div>
  );
}

/** The verification code of spec §7 /clientCaptcha; null until it arrives (or when it failed). */
function useClientCaptcha() {
  const query = useQuery({
    queryKey: ['client-captcha'],
    queryFn: fetchClientCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return { shown: query.data ?? null, refresh };
}

/**
 * The resend countdown of forgot by SMS (spec §9, 300 s): started by a sent code, for as long as the
 * server's `resend_after` says.
 */
function useResendTimer() {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [waitMs, setWaitMs] = useState<number>(TIMING.forgotSmsTimer);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return {
    left: secondsLeft(startedAt, now, waitMs),
    ready: () => canResend(startedAt, Date.now(), waitMs),
    start: (seconds: number) => {
      setWaitMs(seconds > 0 ? seconds * 1000 : TIMING.forgotSmsTimer);
      setStartedAt(Date.now());
      setNow(Date.now());
    },
  };
}

function VerifyStep(props: {
  siteId: number;
  proofs: RecoveryProofs;
  initialAccount?: string;
  onVerified: (account: string, token: string) => void;
}) {
  const { t } = useTranslation();
  /** What the member reads of a send or verify that failed (spec §8 verify/reset and SMS codes). */
  const outcomeText = (outcome: LoginOutcome) =>
    outcome.kind === 'error'
      ? t(outcome.messageKey)
      : outcome.kind === 'server-message'
        ? outcome.message
        : null;
  const { proofs } = props;
  const [chosen, setMethod] = useState<RecoveryMethod>('email');
  const method = proofs.methods.includes(chosen) ? chosen : proofs.methods[0]!;
  const { shown, refresh } = useClientCaptcha();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<VerifyValues>({
    resolver: schemaResolver<VerifyValues>(
      memberVerifySchema({
        method,
        shownCaptcha: shown?.text ?? '',
        withdrawPassword: proofs.withdrawPassword,
      }),
    ),
    defaultValues: {
      account: props.initialAccount ?? '',
      withdraw_password: '',
      member_email: '',
      member_phone: '',
      phone_verify: '',
      captcha_answer: '',
    },
  });
  const resend = useResendTimer();
  const [sending, setSending] = useState(false);

  /** Texts the code to the account's phone; the server refuses a second one within 300 s (SMS 102). */
  const sendSms = async () => {
    const account = form.getValues('account').trim();
    const phone = form.getValues('member_phone').trim();
    setServerError(null);
    if (!account) return setServerError(t(V.loginAccount));
    if (!phone) return setServerError(t('signup.sms_phone_blank'));
    if (!resend.ready() || sending) return;
    setSending(true);
    const result = await postForgotSms({ account, member_phone: phone, site_id: props.siteId });
    setSending(false);
    const outcome = smsOutcome(result.ok ? 1000 : (result.code ?? 0), result.ok ? '' : result.message);
    if (outcome.kind === 'success') {
      resend.start(result.ok ? result.data.resend_after : 0);
      toast.success(t('signup.sms_sent'));
    } else {
      setServerError(outcomeText(outcome));
    }
  };
  const { errors, isSubmitting } = form.formState;
  const first = firstErrorMessage(errors, [
    'account',
    'withdraw_password',
    'member_email',
    'member_phone',
    'phone_verify',
    'captcha_answer',
  ]);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const result = await postMemberVerify({
      account: values.account.trim(),
      ...(proofs.withdrawPassword !== 'hidden' && values.withdraw_password
        ? { withdraw_password: values.withdraw_password }
        : {}),
      ...(method === 'email'
        ? { member_email: values.member_email.trim() }
        : { member_phone: values.member_phone.trim() }),
      ...(method === 'sms' ? { method, phone_verify: values.phone_verify.trim() } : {}),
    });
    if (result.ok) {
      props.onVerified(values.account.trim(), result.data.token);
      return;
    }
    const outcome = verifyResetOutcome(result.code ?? 0, result.message);
    setServerError(outcomeText(outcome));
    refresh();
    form.setValue('captcha_answer', '');
    if (method === 'sms') form.setValue('phone_verify', '');
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="verify-form">
      <Field label={t('account.account')} htmlFor="verify-account">
        <TextInput
          id="verify-account"
          autoComplete="username"
          data-testid="verify-account"
          {...form.register('account')}
        />
      </Field>
      {proofs.withdrawPassword !== 'hidden' ? (
        <Field label={t('account.withdrawPassword')} htmlFor="verify-withdraw">
          <PasswordInput
            id="verify-withdraw"
            inputMode="numeric"
            maxLength={4}
            data-testid="verify-withdraw"
            {...form.register('withdraw_password')}
          />
        </Field>
      ) : null}
      <fieldset className="flex flex-col gap-1.5">
        <legend className="text-xs font-medium text-ink-muted">{t('account.method')}</legend>
        <div className="flex gap-2" role="radiogroup">
          {proofs.methods.map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={method === m}
              onClick={() => setMethod(m)}
              data-testid={`verify-method-${m}`}
              className={`min-h-9 flex-1 rounded-full border px-2 text-sm leading-tight transition ${method === m ? 'border-primary bg-primary/15 text-primary' : 'border-line text-ink-muted'}`}
            >
              {t(METHOD_LABEL[m])}
            </button>
          ))}
        </div>
      </fieldset>
      {method === 'email' ? (
        <Field label={t('account.email')} htmlFor="verify-email">
          <TextInput
            id="verify-email"
            type="email"
            autoComplete="email"
            data-testid="verify-email"
            {...form.register('member_email')}
          />
        </Field>
      ) : (
        <Field label={t('account.phone')} htmlFor="verify-phone">
          <TextInput
            id="verify-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            data-testid="verify-phone"
            {...form.register('member_phone')}
          />
        </Field>
      )}
      {method === 'sms' ? (
        <Field
          label={t('account.phoneVerify')}
          htmlFor="verify-sms-code"
          required
          hint={<p className="text-xs text-ink-muted">{t('account.forgotSmsHint')}</p>}
        >
          <div className="flex gap-2">
            <TextInput
              id="verify-sms-code"
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              data-testid="verify-sms-code"
              {...form.register('phone_verify')}
            />
            <button
              type="button"
              onClick={sendSms}
              disabled={resend.left > 0 || sending}
              className={clsx(secondaryButton, 'shrink-0 px-3 text-xs tabular-nums')}
              data-testid="verify-send-sms"
            >
              {resend.left > 0
                ? t('account.resendIn', { time: formatCountdown(resend.left) })
                : t('account.sendCode')}
            </button>
          </div>
        </Field>
      ) : null}
      <Field label={t('account.captcha')} htmlFor="verify-captcha" required>
        <div className="flex gap-2">
          <TextInput
            id="verify-captcha"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className={captchaInputClass}
            data-testid="verify-captcha"
            {...form.register('captcha_answer')}
          />
          <button
            type="button"
            onClick={refresh}
            aria-label={t('account.captchaRefresh')}
            data-testid="verify-captcha-code"
            className={clsx(captchaPictureClass, 'select-none')}
          >
            {shown ? <img src={shown.image} alt="" className="h-full w-full object-contain" /> : null}
          </button>
        </div>
      </Field>
      <FormError message={first ? t(first) : serverError} testId="verify-error" />
      <button type="submit" disabled={isSubmitting} className={primaryButton} data-testid="verify-submit">
        {t('account.next')}
      </button>
    </form>
  );
}

function ResetStep(props: { account: string; token: string; onDone: () => void; onReverify: () => void }) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<{ password: string; check_password: string }>({
    resolver: schemaResolver<{ password: string; check_password: string }>(ZNewPassword),
    defaultValues: { password: '', check_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const first = firstErrorMessage(errors, ['password', 'check_password']);
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const result = await postMemberReset({
      account: props.account,
      password: values.password,
      token: props.token,
    });
    if (result.ok) {
      // A login the native app saved holds the old password.
      sendToApp('cleanAccPW', { account: props.account });
      props.onDone();
      return;
    }
    const outcome = verifyResetOutcome(result.code ?? 0, result.message);
    if (outcome.kind === 'error') {
      setServerError(t(outcome.messageKey));
      props.onReverify();
    } else if (outcome.kind === 'server-message') setServerError(outcome.message);
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="reset-form">
      <h3 className="font-semibold text-ink">{t('account.newPasswordTitle')}</h3>
      <Field label={t('account.newPassword')} htmlFor="reset-password">
        <PasswordInput
          id="reset-password"
          autoComplete="new-password"
          data-testid="reset-password"
          {...form.register('password')}
        />
      </Field>
      <Field label={t('account.confirmPassword')} htmlFor="reset-check">
        <PasswordInput
          id="reset-check"
          autoComplete="new-password"
          data-testid="reset-check"
          {...form.register('check_password')}
        />
      </Field>
      <FormError message={first ? t(first) : serverError} testId="reset-error" />
      <button type="submit" disabled={isSubmitting} className={primaryButton} data-testid="reset-submit">
        {t('account.submit')}
      </button>
    </form>
  );
}
