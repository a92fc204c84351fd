import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useLoginDialog } from '../features/account/components/login-dialog-provider';
import { useSession } from '../features/account/components/use-session';
import { depositEntryAction, USER_CENTRE_DEPOSIT } from '../features/account/logic/deposit-entry';

/**
 * /Deposit: the deposit entry as a page (spec §2). Members go to the user centre; a visitor gets the
 * login modal with check_login_msg over the page they came from (home when /Deposit was opened
 * directly), never a page of its own behind the modal. Logging in from there opens the deposit.
 */
export function DepositPage() {
  const session = useSession();
  const loginDialog = useLoginDialog();
  const navigate = useNavigate();
  const location = useLocation();
  const action = depositEntryAction(session.loggedIn);
  const handled = useRef(false);

  useEffect(() => {
    if (action.kind !== 'login' || handled.current) return;
    handled.current = true;
    loginDialog.open({ tab: 'login', warning: action.warning, redirectTo: USER_CENTRE_DEPOSIT });
    // 'default' is the key of the first entry of this visit: nothing of the site to go back to.
    if (location.key === 'default') void navigate('/', { replace: true });
    else void navigate(-1);
  }, [action, location.key, loginDialog, navigate]);

  if (action.kind === 'open-user-centre') return <Navigate to={action.path} replace />;
  return null;
}
