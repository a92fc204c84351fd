import { COOKIES } from '@arks/contracts';
import Cookies from 'js-cookie';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLoginDialog } from '../features/account/components/login-dialog-provider';
import { useSession } from '../features/account/components/use-session';
import { fastDepositStep } from '../features/deposit/logic/fast-deposit';

/** A visitor is asked to log in once per visit, not on every page load. */
const ASKED_KEY = 'fastDepositLoginAsked';

/** Carries out the isFastDeposit flag a /fastDeposit link left: deposit now, or after logging in. */
export function FastDepositBridge() {
  const session = useSession();
  const navigate = useNavigate();
  const loginDialog = useLoginDialog();
  const asked = useRef(sessionStorage.getItem(ASKED_KEY) === '1');
  const flag = Cookies.get(COOKIES.isFastDeposit.name) === 'true';
  const step = fastDepositStep({ flag, loggedIn: session.loggedIn, isDemo: session.isDemo });
  const target = step.kind === 'open' ? step.path : null;

  useEffect(() => {
    if (target) {
      Cookies.remove(COOKIES.isFastDeposit.name);
      void navigate(target);
    } else if (step.kind === 'login' && !asked.current) {
      asked.current = true;
      sessionStorage.setItem(ASKED_KEY, '1');
      loginDialog.open({ tab: 'login', warning: 'check_login_msg' });
    }
  }, [step.kind, target, navigate, loginDialog]);
  return null;
}
