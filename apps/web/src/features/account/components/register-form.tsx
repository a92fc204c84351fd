import {
  CAPTCHA_TYPE,
  COOKIES,
  TIMING,
  type CallRequest,
  type Register,
  REGISTER_SETTING_FIELDS,
  joinBirthday,
  registerSchema,
  type RegisterSettingField,
  type TEnvConfig,
  siteCurrency,
} from '@arks/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import Cookies from 'js-cookie';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useCaptcha } from '../api/captcha';
import { useAgentDomain } from '../api/check-agent-domain';
import type { LoginData } from '../api/login';
import { sendRegistrationEvent } from '../api/fb-tracking';
import { postRegister } from '../api/register';
import { useRegisterSettings } from '../api/register-settings';
import { postRegisterSms } from '../api/register-sms';
import { useServiceAgreement } from '../api/service-agreement';
import { canResend, formatCountdown, secondsLeft } from '../logic/countdown';
import { smsOutcome } from '../logic/login-result';
import { registerFailure } from '../logic/register-result';
import { agentDomainCookieWrites, agentLinkClaim, registrationLink } from '../logic/link-cookies';
import { claimAgentLink } from '../api/agent-link';
import { CaptchaField } from './captcha-field';
import { schemaResolver } from './dynamic-resolver';
import {
  Field,
  FormError,
  PasswordInput,
  TextInput,
  firstErrorMessage,
  inputClass,
  linkButton,
  primaryButton,
  secondaryButton,
} from './form-bits';
import { isMemberAnswer } from './use-complete-login';

type Values = Record<string, string | boolean | undefined> & {
  member_account: string;
  password: string;
  check_password: string;
  member_currency: string;
  agreement: boolean;
};

const LABELS: Record<RegisterSettingField, string> = {
  member_name: 'account.name',
  member_email: 'account.email',
  member_birthday: 'account.birthday',
  member_phone: 'account.phone',
  member_qq: 'account.qq',
  member_telegram: 'account.telegram',
  member_whats_app: 'account.whatsApp',
  member_skype: 'account.skype',
  member_fb: 'account.facebook',
  member_zalo: 'account.zalo',
  member_wechat: 'account.wechat',
  member_others: 'account.others',
  identity_id: 'account.identityId',
  withdraw_password: 'account.withdrawPassword',
};

const ORDER = [
  'member_account',
  'password',
  'check_password',
  'member_currency',
  ...REGISTER_SETTING_FIELDS,
  'phone_verify',
  'recommend_code',
  'captcha_answer',
  'agreement',
];

const YEARS = (() => {
  const now = new Date().getFullYear();
  return Array.from({ length: 83 }, (_, i) => String(now - 18 - i));
})();
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0'));

/**
 * Registration (spec §4, §5): the fields shown and required come from register-settings for the
 * chosen currency and are validated by the shared `registerSchema`; agent links, agent domains and
 * recommend codes prefill and lock what they decide.
 */
export function RegisterForm(props: {
  siteId: number;
  env: TEnvConfig;
  onRegistered: (
    data: LoginData & {
      token: string;
      member_id: string | number;
      member_account: string;
      member_currency: string;
    },
  ) => void;
}) {
  const { t, i18n } = useTranslation();
  const settings = useRegisterSettings(props.siteId);
  // An agent domain found on an earlier visit is remembered for a day (§9): no check while it lives.
  const [knownAgentDomain] = useState(() => Boolean(Cookies.get(COOKIES.agentDomain.name)));
  const agentDomain = useAgentDomain(props.siteId, window.location.host, !knownAgentDomain);
  useEffect(() => {
    if (!agentDomain.data) return;
    for (const write of agentDomainCookieWrites(agentDomain.data, props.env.currencies)) {
      Cookies.set(write.name, write.value, {
        path: '/',
        expires: write.minutes / (24 * 60),
        sameSite: 'lax',
      });
    }
  }, [agentDomain.data, props.env.currencies]);
  const captcha = useCaptcha(CAPTCHA_TYPE.register, props.siteId);
  const needsCaptcha = Boolean(captcha.data?.captcha);
  const link = useMemo(
    () =>
      registrationLink({
        cookies: Cookies.get(),
        agentDomain: agentDomain.data ?? null,
        siteCurrencies: props.env.currencies,
      }),
    [agentDomain.data, props.env.currencies],
  );
  const [recommendOff, setRecommendOff] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [smsStartedAt, setSmsStartedAt] = useState<number | null>(null);
  const [smsWaitMs, setSmsWaitMs] = useState<number>(TIMING.smsResend);
  const [now, setNow] = useState(() => Date.now());

  const defaultCurrency =
    link.lockedCurrency ??
    (props.env.currencies.includes(Cookies.get('ccy') ?? '') ? Cookies.get('ccy')! : siteCurrency(props.env));

  const list = useMemo(() => settings.data ?? [], [settings.data]);
  const form = useForm<Values>({
    // Rules follow the settings of the currency chosen in the form (read at validation time).
    resolver: (values, context, options) =>
      schemaResolver<Values>(
        registerSchema({
          currency: values.member_currency,
          settings: list,
          confirmPassword: true,
          captcha: needsCaptcha,
        }),
      )(values, context, options),
    defaultValues: {
      site_id: String(props.siteId),
      member_account: '',
      password: '',
      check_password: '',
      member_currency: defaultCurrency,
      agreement: false,
      captcha_answer: '',
      phone_verify: '',
      birthday_year: '',
      birthday_month: '',
      birthday_day: '',
    },
  });
  const currency =
    (useWatch({ control: form.control, name: 'member_currency' }) as string) || defaultCurrency;
  useEffect(() => {
    if (link.lockedCurrency) form.setValue('member_currency', link.lockedCurrency);
  }, [form, link.lockedCurrency]);

  const setting = (name: string) => list.find((s) => s.name === name && s.currency === currency);
  const shown = (name: RegisterSettingField) => setting(name)?.is_display ?? false;
  const required = (name: RegisterSettingField) => shown(name) && (setting(name)?.is_required ?? false);
  const currencyClosed = list.length > 0 && !list.some((s) => s.currency === currency);
  const phoneVerification = shown('member_phone') && (setting('member_phone')?.is_verification ?? false);

  const left = secondsLeft(smsStartedAt, now, smsWaitMs);
  useEffect(() => {
    if (smsStartedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [smsStartedAt]);

  const { errors, isSubmitting } = form.formState;
  const first = firstErrorMessage(errors, ORDER);
  const agreement = useServiceAgreement(props.siteId, i18n.language, agreementOpen);

  const sendSms = async () => {
    const phone = String(form.getValues('member_phone') ?? '').trim();
    if (!phone) {
      setServerError(t('signup.sms_phone_blank'));
      return;
    }
    if (!canResend(smsStartedAt, Date.now(), smsWaitMs)) return;
    const result = await postRegisterSms({
      member_phone: phone,
      currency,
      site_id: props.siteId,
      introducer: link.introducer ?? undefined,
    });
    const outcome = smsOutcome(result.ok ? 1000 : (result.code ?? 0), result.ok ? '' : result.message);
    if (outcome.kind === 'success') {
      // The server says when the next code may be asked for; 300 s (spec §9) otherwise.
      setSmsWaitMs(
        result.ok && result.data.resend_after > 0 ? result.data.resend_after * 1000 : TIMING.smsResend,
      );
      setSmsStartedAt(Date.now());
      setNow(Date.now());
      toast.success(t('signup.sms_sent'));
    } else {
      setServerError(
        outcome.kind === 'error'
          ? t(outcome.messageKey)
          : outcome.kind === 'server-message'
            ? outcome.message
            : null,
      );
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const text = (name: string) => {
      const v = values[name];
      return typeof v === 'string' && v.trim() ? v.trim() : undefined;
    };
    const body: CallRequest<typeof Register> = {
      site_id: props.siteId,
      member_account: values.member_account.trim(),
      password: values.password,
      check_password: values.check_password,
      member_currency: currency,
      member_birthday: joinBirthday(text('birthday_year'), text('birthday_month'), text('birthday_day')),
      phone_verify: phoneVerification ? text('phone_verify') : undefined,
      recommend_code: recommendOff ? undefined : (link.recommendCode ?? text('recommend_code')),
      introducer: link.introducer ?? undefined,
      captcha_token: captcha.data?.token,
      verify_code: text('captcha_answer'),
      agreement: true,
    };
    for (const name of REGISTER_SETTING_FIELDS) {
      if (name !== 'member_birthday' && shown(name)) body[name] = text(name);
    }
    const result = await postRegister(body);
    if (result.ok && isMemberAnswer(result.data)) {
      sendRegistrationEvent(props.siteId, result.data.member_id);
      props.onRegistered(result.data);
      // Registered through an agent's named link: the link counts the registration (its figures only;
      // a failure changes nothing for the member).
      const claim = agentLinkClaim(Cookies.get(), link.source);
      if (claim) {
        void claimAgentLink(claim)
          .then(() => Cookies.remove(COOKIES.agentLink.name, { path: '/' }))
          .catch(() => undefined);
      }
      return;
    }
    captcha.refresh();
    form.setValue('captcha_answer', '');
    if (result.ok) return;
    const fieldError = result.fieldErrors[0];
    if (fieldError) {
      form.setError(fieldError.field, { message: fieldError.key });
      return;
    }
    const failure = registerFailure(result.code ?? 0, result.message);
    if (!failure) return;
    if (failure.turnOffRecommend) setRecommendOff(true);
    const message = failure.messageKey ? t(failure.messageKey) : (failure.message ?? '');
    if (failure.field) form.setError(failure.field, { message });
    else setServerError(message);
  });

  const textField = (
    name: RegisterSettingField,
    opts: { type?: string; inputMode?: 'numeric' | 'email' | 'tel'; maxLength?: number } = {},
  ) => (
    <Field
      key={name}
      label={t(LABELS[name])}
      htmlFor={`reg-${name}`}
      required={required(name)}
      optionalLabel={t('account.optional')}
    >
      {name === 'withdraw_password' ? (
        <PasswordInput
          id={`reg-${name}`}
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          aria-invalid={Boolean(errors[name]) || undefined}
          data-testid={`register-${name}`}
          {...form.register(name)}
        />
      ) : (
        <TextInput
          id={`reg-${name}`}
          type={opts.type ?? 'text'}
          inputMode={opts.inputMode}
          maxLength={opts.maxLength}
          autoComplete="off"
          aria-invalid={Boolean(errors[name]) || undefined}
          data-testid={`register-${name}`}
          {...form.register(name)}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="register-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label={t('account.account')} htmlFor="reg-account" required>
            <TextInput
              id="reg-account"
              autoComplete="username"
              autoCapitalize="none"
              maxLength={12}
              placeholder={t('signup.err_account_length')}
              aria-invalid={Boolean(errors.member_account) || undefined}
              data-testid="register-account"
              {...form.register('member_account')}
            />
          </Field>
        </div>
        <Field label={t('account.password')} htmlFor="reg-password" required>
          <PasswordInput
            id="reg-password"
            autoComplete="new-password"
            maxLength={12}
            aria-invalid={Boolean(errors.password) || undefined}
            data-testid="register-password"
            {...form.register('password')}
          />
        </Field>
        <Field label={t('account.confirmPassword')} htmlFor="reg-check" required>
          <PasswordInput
            id="reg-check"
            autoComplete="new-password"
            maxLength={12}
            aria-invalid={Boolean(errors.check_password) || undefined}
            data-testid="register-check-password"
            {...form.register('check_password')}
          />
        </Field>
        <Field label={t('account.currency')} htmlFor="reg-currency" required>
          {link.lockedCurrency ? (
            // An agent link or domain decides the currency (spec §6); the value stays in the form.
            <TextInput
              id="reg-currency"
              value={link.lockedCurrency}
              readOnly
              aria-readonly
              className="opacity-70"
              data-testid="register-currency"
            />
          ) : (
            <select
              id="reg-currency"
              className={inputClass}
              data-testid="register-currency"
              {...form.register('member_currency')}
            >
              {props.env.currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </Field>
        {link.introducer ? (
          <Field label={t('account.introducer')} htmlFor="reg-introducer">
            <TextInput id="reg-introducer" value={link.introducer} readOnly disabled />
          </Field>
        ) : link.recommendCode && !recommendOff ? (
          <Field label={t('account.recommendCode')} htmlFor="reg-recommend">
            <TextInput
              id="reg-recommend"
              value={link.recommendCode}
              readOnly
              disabled
              data-testid="register-recommend"
            />
          </Field>
        ) : null}
        {REGISTER_SETTING_FIELDS.filter((name) => shown(name)).map((name) => {
          if (name === 'member_birthday') {
            return (
              <div key={name} className="sm:col-span-2">
                <Field
                  label={t('account.birthday')}
                  htmlFor="reg-birthday-year"
                  required={required(name)}
                  optionalLabel={t('account.optional')}
                >
                  <div className="grid grid-cols-3 gap-2">
                    {(
                      [
                        ['birthday_year', YEARS, 'account.year'],
                        ['birthday_month', MONTHS, 'account.month'],
                        ['birthday_day', DAYS, 'account.day'],
                      ] as const
                    ).map(([field, options, label]) => (
                      <select
                        key={field}
                        id={field === 'birthday_year' ? 'reg-birthday-year' : undefined}
                        aria-label={t(label)}
                        className={inputClass}
                        data-testid={`register-${field}`}
                        {...form.register(field)}
                      >
                        <option value="">{t(label)}</option>
                        {options.map((o) => (
                          <option key={o} value={o}>
                            {o}
                          </option>
                        ))}
                      </select>
                    ))}
                  </div>
                </Field>
              </div>
            );
          }
          if (name === 'member_phone') {
            return (
              <div
                key={name}
                className={clsx('grid gap-4 sm:col-span-2', phoneVerification && 'sm:grid-cols-2')}
              >
                {textField(name, { type: 'tel', inputMode: 'numeric' })}
                {phoneVerification ? (
                  <Field label={t('account.phoneVerify')} htmlFor="reg-phone-verify" required>
                    <div className="flex gap-2">
                      <TextInput
                        id="reg-phone-verify"
                        inputMode="numeric"
                        maxLength={6}
                        autoComplete="one-time-code"
                        data-testid="register-phone-verify"
                        {...form.register('phone_verify')}
                      />
                      <button
                        type="button"
                        onClick={sendSms}
                        disabled={left > 0}
                        className={clsx(secondaryButton, 'shrink-0 px-3 text-xs')}
                        data-testid="register-send-sms"
                      >
                        {left > 0
                          ? t('account.resendIn', { time: formatCountdown(left) })
                          : t('account.sendCode')}
                      </button>
                    </div>
                  </Field>
                ) : null}
              </div>
            );
          }
          if (name === 'member_email') return textField(name, { type: 'email', inputMode: 'email' });
          return textField(name);
        })}
      </div>
      {needsCaptcha ? (
        <CaptchaField
          id="register-captcha"
          registration={form.register('captcha_answer')}
          captcha={captcha.data}
          loading={captcha.isFetching}
          onRefresh={captcha.refresh}
          invalid={Boolean(errors.captcha_answer)}
        />
      ) : null}
      <label className="flex items-start gap-2 text-sm text-ink-muted">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-[var(--color-primary)]"
          data-testid="register-agreement"
          {...form.register('agreement')}
        />
        <span>
          {/* One sentence per language, so the link sits where that language's word order puts it. */}
          <Trans
            i18nKey="account.agree"
            components={{
              link: (
                <button
                  type="button"
                  onClick={() => setAgreementOpen(true)}
                  className={linkButton}
                  data-testid="register-agreement-open"
                />
              ),
            }}
          />
        </span>
      </label>
      <FormError
        message={currencyClosed ? t('signup.err_currency_closed') : first ? t(first) : serverError}
        testId="register-error"
      />
      <button
        type="submit"
        disabled={isSubmitting || currencyClosed || settings.isLoading}
        className={primaryButton}
        data-testid="register-submit"
      >
        {isSubmitting ? t('account.registering') : t('account.register')}
      </button>
      <Dialog.Root open={agreementOpen} onOpenChange={setAgreementOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[60] bg-scrim/60" />
          <Dialog.Content
            aria-describedby={undefined}
            data-testid="agreement-dialog"
            className="fixed top-1/2 left-1/2 z-[60] flex max-h-[80dvh] w-[min(92vw,560px)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-card border border-line bg-surface p-6 text-ink shadow-2xl"
          >
            <Dialog.Title className="text-lg font-semibold">
              {agreement.data?.title || t('account.agreementTitle')}
            </Dialog.Title>
            <div className="mt-4 min-h-24 overflow-y-auto text-sm leading-relaxed whitespace-pre-line text-ink-muted">
              {agreement.isLoading
                ? t('common.loading')
                : agreement.data?.content || t('account.agreementEmpty')}
            </div>
            <div className="mt-5 flex justify-end gap-2">
              <button
                type="button"
                className={clsx(primaryButton, 'w-auto')}
                data-testid="agreement-accept"
                onClick={() => {
                  form.setValue('agreement', true);
                  setAgreementOpen(false);
                }}
              >
                {t('account.confirm')}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </form>
  );
}
