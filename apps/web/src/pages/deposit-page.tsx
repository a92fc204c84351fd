import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useLoginDialog } from '../features/account/components/login-dialog-provider';
import { useSession } from '../features/account/components/use-session';
import { depositEntryAction } from '../features/account/logic/deposit-entry';
import { NoticePage } from './notice-page';

/** /Deposit: the deposit entry as a page. Members go to the user centre; visitors are asked to log in. */
export function DepositPage() {
  const { t } = useTranslation();
  const session = useSession();
  const loginDialog = useLoginDialog();
  const loggedIn = session.loggedIn;
  const action = depositEntryAction(loggedIn);

  useEffect(() => {
    const entry = depositEntryAction(loggedIn);
    if (entry.kind === 'login') loginDialog.open({ tab: 'login', warning: entry.warning });
  }, [loggedIn, loginDialog]);

  if (action.kind === 'open-user-centre') return <Navigate to={action.path} replace />;
  return <NoticePage title={t('pages.deposit')} />;
}
