import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/page-frame';
import { LoginPrompt } from '../features/account/components/login-prompt';
import { useSession } from '../features/account/components/use-session';
import { DepositPage } from '../features/deposit/components/deposit-page';
import { useLayoutMode } from '../features/layout/components/layout-mode-context';

/** /fastPayment: paying online in a few taps (the gateway channels of the member's currency). */
export function FastPaymentPage() {
  const { t } = useTranslation();
  const session = useSession();
  const mode = useLayoutMode();
  return (
    <PageFrame title={t('pages.fastPayment')}>
      {session.loggedIn && !session.isDemo ? (
        <DepositPage
          memberId={session.memberId}
          currency={session.currency ?? ''}
          mobile={mode === 'mobile'}
          only="gateway"
        />
      ) : (
        <LoginPrompt />
      )}
    </PageFrame>
  );
}
