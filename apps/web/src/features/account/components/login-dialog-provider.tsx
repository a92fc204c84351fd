import type { TEnvConfig } from '@arks/contracts';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useSession } from './use-session';

export type LoginDialogTab = 'login' | 'register';

export interface LoginDialogRequest {
  tab: LoginDialogTab;
  /** A catalog key shown above the dialog body, e.g. check_login_msg from the deposit entry. */
  warning?: string;
  /** Where a successful login goes (spec §4 "redirects to the saved target"). */
  redirectTo?: string;
}

interface LoginDialogApi {
  open: (request: LoginDialogRequest) => void;
}

const LoginDialogContext = createContext<LoginDialogApi | null>(null);

// The dialog and its forms (react-hook-form, Radix, the register rules) load on the first "log in":
// a visitor who only looks around never downloads them.
const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));

/**
 * Gives every "log in" entry (header, tab bar, deposit entry, login prompts) the way to open the login
 * modal. Each opening mounts the dialog afresh, on the tab it asked for.
 */
export function LoginDialogProvider(props: {
  children: ReactNode;
  siteId: number;
  env: TEnvConfig;
  mode: 'desktop' | 'mobile';
  /** Shown above the login form (the site's login pictures) and the register form (its background). */
  loginAside?: ReactNode;
  registerAside?: ReactNode;
}) {
  const [request, setRequest] = useState<LoginDialogRequest | null>(null);
  const [openings, setOpenings] = useState(0);
  const open = useCallback((next: LoginDialogRequest) => {
    setRequest(next);
    setOpenings((n) => n + 1);
  }, []);
  const api = useMemo(() => ({ open }), [open]);
  // A login finished elsewhere (the third-party sign-in popup, another tab) leaves nothing to do here.
  const { loggedIn } = useSession();
  const [wasLoggedIn, setWasLoggedIn] = useState(loggedIn);
  if (loggedIn !== wasLoggedIn) {
    setWasLoggedIn(loggedIn);
    if (loggedIn) setRequest(null);
  }

  return (
    <LoginDialogContext.Provider value={api}>
      {props.children}
      {openings > 0 ? (
        <Suspense fallback={null}>
          <LoginDialog
            key={openings}
            request={request}
            onClose={() => setRequest(null)}
            siteId={props.siteId}
            env={props.env}
            mode={props.mode}
            loginAside={props.loginAside}
            registerAside={props.registerAside}
          />
        </Suspense>
      ) : null}
    </LoginDialogContext.Provider>
  );
}

export function useLoginDialog(): LoginDialogApi {
  const api = useContext(LoginDialogContext);
  if (!api) throw new Error('useLoginDialog needs a LoginDialogProvider');
  return api;
}
