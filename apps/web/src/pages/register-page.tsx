import { useTranslation } from 'react-i18next';
import { NoticePage } from './notice-page';

/** /register: reachable in development only; production builds redirect it home (route rules). */
export function RegisterPage() {
  const { t } = useTranslation();
  return <NoticePage title={t('pages.register')} />;
}
