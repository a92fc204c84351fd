import * as Dialog from '../../../components/lazy-dialog';
import { COOKIES, type TEnvConfig } from '@arks/contracts';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import Cookies from 'js-cookie';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { storeMember } from '../../../api/session';
import { postInfoData } from '../api/info-data';
import { accountKeys } from '../api/member-keys';
import { useMemberLayout } from '../api/member-layout';
import { BANK_PROMPT_ASKED, shouldAskBankBinding } from '../logic/bank-prompt';
import { afterLoginStep, shouldQueryTokenLogin, storedMemberFromLogin } from '../logic/entry-login';
import { primaryButton, secondaryButton } from './form-bits';
import { LoginDialogProvider, useLoginDialog } from './login-dialog-provider';
import { useSession } from './use-session';

// Only a member whose password must change sees it: the form's code loads then.
const ForcedPasswordChange = lazy(() =>
  import('./forced-password-change').then((m) => ({ default: m.ForcedPasswordChange })),
);

export interface EntryQuery {
  tk: string | null;
  member_account: string | null;
  member_currency: string | null;
  member_id: string | null;
  member_type: string | null;
  enc: string | null;
}

/** Everything account-related that lives above the pages: the login modal and the member gate. */
export function AccountRoot(props: {
  siteId: number;
  env: TEnvConfig;
  mode: 'desktop' | 'mobile';
  entry: EntryQuery;
  children: ReactNode;
  loginAside?: ReactNode;
  registerAside?: ReactNode;
}) {
  return (
    <LoginDialogProvider
      siteId={props.siteId}
      env={props.env}
      mode={props.mode}
      loginAside={props.loginAside}
      registerAside={props.registerAside}
    >
      {props.children}
      <MemberGate mode={props.mode} entry={props.entry} />
    </LoginDialogProvider>
  );
}

function MemberGate({ mode, entry }: { mode: 'desktop' | 'mobile'; entry: EntryQuery }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const loginDialog = useLoginDialog();
  const layout = useMemberLayout(session.memberId, session.loggedIn && !session.isDemo);
  const step = afterLoginStep(layout.data, mode);
  // Spec §2 bank-account binding prompt: once per visit, never on the binding page. Whether it is
  // open is kept apart from whether it was asked: it stays until answered, and is asked no more.
  const [bankPromptOpen, setBankPromptOpen] = useState(false);
  const askBank =
    session.loggedIn &&
    !session.isDemo &&
    shouldAskBankBinding({
      needsBinding: step.kind === 'bind-bank',
      askedThisVisit: sessionStorage.getItem(BANK_PROMPT_ASKED) === '1',
      pathname: location.pathname,
      search: location.search,
    });
  // Opened while rendering (React's pattern for state that follows props); the visit's mark is
  // written once it is on screen.
  if (askBank && !bankPromptOpen) setBankPromptOpen(true);
  useEffect(() => {
    if (askBank) sessionStorage.setItem(BANK_PROMPT_ASKED, '1');
  }, [askBank]);
  const tokenLoginRan = useRef(false);

  // Spec §4 query-token login: tk, member_account, member_currency and member_id (and no skipReloadGetInfo).
  useEffect(() => {
    if (tokenLoginRan.current || !shouldQueryTokenLogin(entry, localStorage.getItem('skipReloadGetInfo')))
      return;
    tokenLoginRan.current = true;
    void (async () => {
      const result = await postInfoData(entry.enc);
      if (result.ok) {
        storeMember(
          storedMemberFromLogin({
            token: result.data.tk ?? result.data.token ?? entry.tk!,
            member_id: result.data.member_id,
            member_account: result.data.member_account,
            member_currency: result.data.member_currency,
            member_type: result.data.member_type ?? entry.member_type,
          }),
        );
        await queryClient.invalidateQueries({ queryKey: accountKeys.all });
      }
      // Success or not, the address loses the token (spec §8 "failed info call resets URL to /").
      navigate('/', { replace: true });
    })();
  }, [entry, navigate, queryClient]);

  // A production visit to /register lands on / with isRouteRegister: open the register tab there.
  useEffect(() => {
    if (Cookies.get(COOKIES.isRouteRegister.name) && !session.loggedIn) {
      Cookies.remove(COOKIES.isRouteRegister.name, { path: '/' });
      loginDialog.open({ tab: 'register' });
    }
  }, [location.pathname, loginDialog, session.loggedIn]);

  if (!session.loggedIn || session.isDemo) return null;
  if (step.kind === 'change-password') {
    return (
      <Suspense fallback={null}>
        <ForcedPasswordChange as={step.as} />
      </Suspense>
    );
  }
  if (step.kind === 'bind-bank' && bankPromptOpen) {
    return (
      <BankPrompt
        onGo={() => {
          setBankPromptOpen(false);
          navigate('/user/BindAccount');
        }}
        onLater={() => setBankPromptOpen(false)}
      />
    );
  }
  return null;
}

function BankPrompt(props: { onGo: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onLater()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim/70" />
        <Dialog.Content
          data-testid="bank-prompt"
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,400px)] -translate-x-1/2 -translate-y-1/2 rounded-card border border-line bg-surface p-6 text-ink shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold">{t('account.bankTitle')}</Dialog.Title>
          <p className="mt-2 text-sm text-ink-muted">{t('account.bankBody')}</p>
          <div className="mt-6 flex gap-2">
            <button type="button" onClick={props.onLater} className={clsx(secondaryButton, 'flex-1')}>
              {t('account.later')}
            </button>
            <button
              type="button"
              onClick={props.onGo}
              className={clsx(primaryButton, 'flex-1')}
              data-testid="bank-prompt-go"
            >
              {t('account.bankGo')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
