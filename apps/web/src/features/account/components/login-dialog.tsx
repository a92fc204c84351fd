import * as Dialog from '@radix-ui/react-dialog';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type LoginDialogTab = 'login' | 'register';

interface LoginDialogRequest {
  tab: LoginDialogTab;
  /** A catalog key shown above the dialog body, e.g. check_login_msg from the deposit entry. */
  warning?: string;
}

interface LoginDialogApi {
  open: (request: LoginDialogRequest) => void;
}

const LoginDialogContext = createContext<LoginDialogApi | null>(null);

/**
 * The login modal every "log in" entry opens (header, tab bar, deposit entry). Member sign-in arrives
 * with the accounts issue; until then the dialog says so plainly instead of showing a form that
 * cannot work.
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [request, setRequest] = useState<LoginDialogRequest | null>(null);
  const open = useCallback((next: LoginDialogRequest) => setRequest(next), []);
  const api = useMemo(() => ({ open }), [open]);
  const title = request?.tab === 'register' ? t('auth.registerTitle') : t('auth.loginTitle');

  return (
    <LoginDialogContext.Provider value={api}>
      {children}
      <Dialog.Root open={request !== null} onOpenChange={(isOpen) => !isOpen && setRequest(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
          <Dialog.Content
            data-testid="login-dialog"
            className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,420px)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-white/10 bg-surface p-6 text-ink shadow-2xl shadow-black/60 focus:outline-none"
          >
            <Dialog.Title className="text-xl font-semibold tracking-tight">{title}</Dialog.Title>
            {request?.warning ? (
              <p
                role="alert"
                data-testid="login-dialog-warning"
                className="mt-4 rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-sm text-amber-200"
              >
                {t(request.warning)}
              </p>
            ) : null}
            <Dialog.Description className="mt-4 text-sm leading-relaxed text-ink/75">
              {t('auth.unavailable')}
            </Dialog.Description>
            <div className="mt-6 flex justify-end">
              <Dialog.Close className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-canvas transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
                {t('common.close')}
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </LoginDialogContext.Provider>
  );
}

export function useLoginDialog(): LoginDialogApi {
  const api = useContext(LoginDialogContext);
  if (!api) throw new Error('useLoginDialog needs a LoginDialogProvider');
  return api;
}
