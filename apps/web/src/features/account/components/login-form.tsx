import { CAPTCHA_TYPE, loginFormSchema } from '@arks/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sendToApp } from '../../../lib/native-bridge';
import { useCaptcha } from '../api/captcha';
import { postLogin, type LoginData } from '../api/login';
import { fetchLoginHeader } from '../api/login-header';
import type { DeviceInfo } from '../logic/device-info';
import { forgetsSavedLogin, loginOutcome } from '../logic/login-result';
import { AppQuickLogin } from './app-quick-login';
import { CaptchaField } from './captcha-field';
import { schemaResolver } from './dynamic-resolver';
import {
  Field,
  FormError,
  PasswordInput,
  TextInput,
  firstErrorMessage,
  linkButton,
  primaryButton,
} from './form-bits';
import { isMemberAnswer } from './use-complete-login';

interface LoginValues {
  account: string;
  password: string;
  captcha_answer: string;
}

export type LoginFormEvent =
  | { kind: 'success'; data: Parameters<typeof isMemberAnswer>[0] & { token: string } }
  | { kind: 'double-validation'; account: string; data: LoginData }
  | { kind: 'transfer-validation'; account: string }
  | { kind: 'device'; message: string };

const ORDER = ['account', 'password', 'captcha_answer'] as const;

export function LoginForm(props: {
  siteId: number;
  device: DeviceInfo;
  onEvent: (event: LoginFormEvent) => void;
  onForgot: () => void;
}) {
  const { t } = useTranslation();
  // The server may ask for a captcha on an account past its failure threshold, site setting or not.
  const [forceCaptcha, setForceCaptcha] = useState(false);
  const captcha = useCaptcha(CAPTCHA_TYPE.login, props.siteId, true, forceCaptcha);
  const needsCaptcha = Boolean(captcha.data?.captcha);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    resolver: schemaResolver<LoginValues>(loginFormSchema({ captcha: needsCaptcha })),
    defaultValues: { account: '', password: '', captcha_answer: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const clientError = firstErrorMessage(errors, ORDER);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const seen = await fetchLoginHeader();
    const result = await postLogin({
      ...props.device,
      ...seen,
      account: values.account.trim(),
      password: values.password,
      site_id: props.siteId,
      captcha_answer: values.captcha_answer?.trim() || undefined,
      captcha_token: captcha.data?.token,
    });
    const code = result.ok ? 1000 : (result.code ?? 0);
    const data = result.ok ? result.data : null;
    if (forgetsSavedLogin(code)) sendToApp('cleanAccPW', { account: values.account.trim() });
    const outcome = loginOutcome({
      code,
      message: result.ok ? '' : result.message,
      needsDoubleValidation: Boolean(data && !isMemberAnswer(data) && data.member_login_id != null),
      data: result.ok ? undefined : result.data,
    });
    switch (outcome.kind) {
      case 'success':
        if (isMemberAnswer(data)) props.onEvent({ kind: 'success', data });
        return;
      case 'double-validation':
        props.onEvent({ kind: 'double-validation', account: values.account.trim(), data: data! });
        return;
      case 'transfer-validation':
        props.onEvent({ kind: 'transfer-validation', account: values.account.trim() });
        return;
      case 'device':
        props.onEvent({ kind: 'device', message: t('different_device') });
        break;
      case 'captcha-required':
        setForceCaptcha(true);
        setServerError(t(outcome.messageKey));
        break;
      case 'error':
        setServerError(t(outcome.messageKey, outcome.params));
        break;
      case 'server-message':
        setServerError(outcome.message);
        break;
    }
    form.setValue('captcha_answer', '');
    captcha.refresh();
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="login-form">
      <Field label={t('account.account')} htmlFor="login-account">
        <TextInput
          id="login-account"
          autoComplete="username"
          autoCapitalize="none"
          placeholder={t('ph_account_name')}
          aria-invalid={Boolean(errors.account) || undefined}
          data-testid="login-account"
          {...form.register('account')}
        />
      </Field>
      <Field label={t('account.password')} htmlFor="login-password">
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          placeholder={t('ph_password')}
          aria-invalid={Boolean(errors.password) || undefined}
          data-testid="login-password"
          {...form.register('password')}
        />
      </Field>
      {needsCaptcha ? (
        <CaptchaField
          id="login-captcha"
          registration={form.register('captcha_answer')}
          captcha={captcha.data}
          loading={captcha.isFetching}
          onRefresh={captcha.refresh}
          invalid={Boolean(errors.captcha_answer)}
        />
      ) : null}
      <FormError message={clientError ? t(clientError) : serverError} testId="login-error" />
      <button type="submit" disabled={isSubmitting} className={primaryButton} data-testid="login-submit">
        {isSubmitting ? t('account.loggingIn') : t('account.login')}
      </button>
      <AppQuickLogin onError={setServerError} />
      <div className="flex justify-end">
        <button type="button" onClick={props.onForgot} className={linkButton} data-testid="login-forgot">
          {t('account.forgotPassword')}
        </button>
      </div>
    </form>
  );
}
