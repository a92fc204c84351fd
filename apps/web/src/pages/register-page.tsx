import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginDialog } from '../features/account/components/login-dialog';
import { NoticePage } from './notice-page';

/** /register: reachable in development only (production redirects home and opens the register tab there). */
export function RegisterPage() {
  const { t } = useTranslation();
  const loginDialog = useLoginDialog();
  useEffect(() => {
    loginDialog.open({ tab: 'register' });
  }, [loginDialog]);
  return <NoticePage title={t('pages.register')} />;
}
