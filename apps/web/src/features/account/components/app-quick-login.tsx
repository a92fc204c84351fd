import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canSendToApp,
  onAppReply,
  quickLoginFailure,
  quickLoginOffer,
  sendToApp,
} from '../../../lib/native-bridge';
import { secondaryButton } from './form-bits';

/**
 * Fingerprint or face login in our apps (the status and callTouchID messages, lib/native-bridge.ts):
 * the form asks the app whether it holds a login it can unlock; if so a button offers it. The app then
 * logs in and brings the session in through the query-token link, so success needs nothing here; a
 * failure comes back as an answer and is shown like any login error.
 */
export function AppQuickLogin(props: { onError: (message: string | null) => void }) {
  const { t } = useTranslation();
  const { onError } = props;
  const [offer, setOffer] = useState<{ account: string } | null>(null);

  useEffect(() => {
    if (!canSendToApp('status') || !canSendToApp('callTouchID')) return;
    const offStatus = onAppReply('status', (data) => setOffer(quickLoginOffer(data)));
    const offTouch = onAppReply('callTouchID', (data) => {
      const failure = quickLoginFailure(data);
      if (failure && !failure.cancelled) onError(failure.message ?? t('account.quickLoginFailed'));
    });
    sendToApp('status', {});
    return () => {
      offStatus();
      offTouch();
    };
  }, [onError, t]);

  if (!offer) return null;
  return (
    <button
      type="button"
      className={secondaryButton}
      data-testid="app-quick-login"
      onClick={() => {
        onError(null);
        sendToApp('callTouchID', { account: offer.account });
      }}
    >
      {t('account.quickLogin', { account: offer.account })}
    </button>
  );
}
