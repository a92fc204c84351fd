import * as Dialog from '@radix-ui/react-dialog';
import { siteCurrency, type TEnvConfig } from '@arks/contracts';
import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { storeMember } from '../../../api/session';
import { storedPwa } from '../../../lib/native-bridge';
import type { LoginData } from '../api/login';
import { startDoubleValidation, type DoubleValidationState } from '../logic/double-validation';
import { deviceInfo } from '../logic/device-info';
import { deviceId } from '../../../lib/device-id';
import { demoLogin } from '../logic/entry-login';
import { DoubleValidationForm } from './double-validation-form';
import { primaryButton, secondaryButton } from './form-bits';
import type { LoginDialogRequest, LoginDialogTab } from './login-dialog-provider';
import { LoginForm, type LoginFormEvent } from './login-form';
import { MemberVerifyFlow } from './member-verify-form';
import { RegisterForm } from './register-form';
import { ThirdPartyButtons } from './third-party-buttons';
import { useCompleteLogin } from './use-complete-login';
import { CloseIcon } from '../../../components/close-icon';

type View =
  | { kind: LoginDialogTab }
  | { kind: 'forgot' }
  | { kind: 'double'; state: DoubleValidationState }
  | { kind: 'transfer'; account: string }
  | { kind: 'device'; message: string };

type MemberData = LoginData & {
  token: string;
  member_id: string | number;
  member_account: string;
  member_currency: string;
};

/**
 * The login modal (opened through LoginDialogProvider): tabs log in and register, and the steps a
 * login can lead to (double validation, transfer validation, device notice, forgot password). Demo
 * sites (env_config.is_demo) sign in a labelled demo member.
 */
export function LoginDialog(props: {
  /** The opening it shows; null once closed. */
  request: LoginDialogRequest | null;
  onClose: () => void;
  siteId: number;
  env: TEnvConfig;
  mode: 'desktop' | 'mobile';
  loginAside?: ReactNode;
  registerAside?: ReactNode;
}) {
  const { t } = useTranslation();
  const { request } = props;
  const [view, setView] = useState<View>({ kind: request?.tab ?? 'login' });
  const completeLogin = useCompleteLogin();
  const close = props.onClose;
  const device = deviceInfo({
    ua: navigator.userAgent,
    host: window.location.host,
    mode: props.mode,
    pwa: storedPwa(),
    udid: deviceId(),
  });

  const succeed = (data: MemberData, toastKey?: 'account.registerSuccess') => {
    close();
    completeLogin(data, { redirectTo: request?.redirectTo, toastKey });
  };

  const onLoginEvent = (event: LoginFormEvent) => {
    switch (event.kind) {
      case 'success':
        succeed(event.data as MemberData);
        break;
      case 'double-validation':
        setView({
          kind: 'double',
          state: startDoubleValidation({
            member_login_id: event.data.member_login_id!,
            question: event.data.question ?? 'member_name',
            available_questions_count: event.data.available_questions_count,
          }),
        });
        break;
      case 'transfer-validation':
        setView({ kind: 'transfer', account: event.account });
        break;
      case 'device':
        setView({ kind: 'device', message: event.message });
        break;
    }
  };

  const enterDemo = () => {
    storeMember(demoLogin(siteCurrency(props.env)));
    close();
    toast.success(t('account.loginSuccess', { account: t('account.demoBadge') }));
  };

  const title =
    view.kind === 'register'
      ? t('auth.registerTitle')
      : view.kind === 'double'
        ? t('account.doubleTitle')
        : view.kind === 'transfer'
          ? t('account.transferTitle')
          : view.kind === 'forgot'
            ? t('account.forgotTitle')
            : view.kind === 'device'
              ? t('account.deviceTitle')
              : t('auth.loginTitle');
  const tabbed = view.kind === 'login' || view.kind === 'register';

  return (
    <>
      <Dialog.Root open={request !== null} onOpenChange={(isOpen) => !isOpen && close()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim/70 backdrop-blur-sm" />
          <Dialog.Content
            data-testid="login-dialog"
            data-view={view.kind}
            aria-describedby={undefined}
            className={clsx(
              'fixed top-1/2 left-1/2 z-50 max-h-[92dvh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card border border-line bg-surface p-6 text-ink shadow-2xl shadow-scrim/60 focus:outline-none',
              view.kind === 'register' ? 'w-[min(94vw,560px)]' : 'w-[min(92vw,420px)]',
            )}
          >
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-xl font-semibold tracking-tight">{title}</Dialog.Title>
              <Dialog.Close
                aria-label={t('common.close')}
                data-testid="login-dialog-close"
                className="-mt-1 -mr-2 grid size-9 place-items-center rounded-full text-ink-faint hover:bg-fill hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
              >
                <CloseIcon />
              </Dialog.Close>
            </div>
            {tabbed ? (
              <div
                role="tablist"
                aria-label={t('account.tabs')}
                className="mt-4 grid grid-cols-2 rounded-control bg-canvas p-1"
              >
                {(['login', 'register'] as const).map((tab) => (
                  <button
                    key={tab}
                    type="button"
                    role="tab"
                    aria-selected={view.kind === tab}
                    data-testid={`login-tab-${tab}`}
                    onClick={() => setView({ kind: tab })}
                    className={clsx(
                      'h-9 rounded-full text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-primary',
                      view.kind === tab ? 'bg-primary text-on-primary' : 'text-ink-muted hover:text-ink',
                    )}
                  >
                    {tab === 'login' ? t('account.login') : t('account.register')}
                  </button>
                ))}
              </div>
            ) : null}
            {view.kind === 'login' ? props.loginAside : view.kind === 'register' ? props.registerAside : null}
            {request?.warning ? (
              <p
                role="alert"
                data-testid="login-dialog-warning"
                className="mt-4 rounded-field border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning"
              >
                {t(request.warning)}
              </p>
            ) : null}
            <div className="mt-5" role={tabbed ? 'tabpanel' : undefined}>
              {props.env.is_demo && (tabbed || view.kind === 'forgot') ? (
                <div className="flex flex-col gap-4" data-testid="demo-notice">
                  <p className="rounded-field border border-info/30 bg-info/10 px-3 py-3 text-sm leading-relaxed text-info">
                    {t('account.demoNotice')}
                  </p>
                  <button
                    type="button"
                    onClick={enterDemo}
                    className={primaryButton}
                    data-testid="demo-login"
                  >
                    {t('account.demoLogin')}
                  </button>
                </div>
              ) : view.kind === 'login' ? (
                <>
                  <LoginForm
                    siteId={props.siteId}
                    device={device}
                    onEvent={onLoginEvent}
                    onForgot={() => setView({ kind: 'forgot' })}
                  />
                  <ThirdPartyButtons siteId={props.siteId} />
                </>
              ) : view.kind === 'register' ? (
                <RegisterForm
                  siteId={props.siteId}
                  env={props.env}
                  onRegistered={(data) => succeed(data, 'account.registerSuccess')}
                />
              ) : view.kind === 'double' ? (
                <DoubleValidationForm
                  siteId={props.siteId}
                  initial={view.state}
                  onSuccess={(data) => succeed(data)}
                />
              ) : view.kind === 'forgot' || view.kind === 'transfer' ? (
                <MemberVerifyFlow
                  purpose={view.kind}
                  siteId={props.siteId}
                  currencies={props.env.currencies}
                  initialAccount={view.kind === 'transfer' ? view.account : undefined}
                  onBack={() => setView({ kind: 'login' })}
                  onDone={() => {
                    toast.success(t('account.resetDone'));
                    setView({ kind: 'login' });
                  }}
                />
              ) : view.kind === 'device' ? (
                <div className="flex flex-col gap-4" data-testid="device-modal">
                  <p
                    role="alert"
                    className="rounded-field border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning"
                  >
                    {view.message}
                  </p>
                  <p className="text-sm leading-relaxed text-ink-muted">{t('account.deviceBody')}</p>
                  <div className="flex gap-2">
                    {props.env.customer_service_url ? (
                      <a
                        href={props.env.customer_service_url}
                        target="_blank"
                        rel="noreferrer"
                        className={clsx(secondaryButton, 'flex-1')}
                      >
                        {t('nav.service')}
                      </a>
                    ) : null}
                    <button
                      type="button"
                      onClick={() => setView({ kind: 'login' })}
                      className={clsx(primaryButton, 'flex-1')}
                    >
                      {t('account.backToLogin')}
                    </button>
                  </div>
                </div>
              ) : null}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
