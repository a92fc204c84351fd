import { siteCurrency } from '@arks/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { memberKeys } from '../api/query-keys';
import { getToken, logout } from '../api/session';
import { sendPayEvent } from '../features/account/api/fb-tracking';
import { useSession } from '../features/account/components/use-session';
import { showTransferDisabled, showTransferInFailed } from '../features/games/components/transfer-disabled';
import { endQuit, gameClosed } from '../lib/game-session';
import { platformFromUserAgent, sendToApp } from '../lib/native-bridge';
import { deviceId } from '../lib/device-id';
import { useSiteContext } from '../features/site/components/use-site-context';
import {
  closeWindowOf,
  pointWaitingWindow,
  WAITING_WINDOWS,
  whenWindowClosed,
} from '../realtime/window-registry';
import type { ActionEffects } from '../realtime/handlers';
import { socketUrl } from '../realtime/options';
import { useRealtime } from '../realtime/use-realtime';

/** The realtime connection (spec §3) and what its events do to the account and site features. */
export default function RealtimeSocket() {
  const site = useSiteContext();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const token = session.loggedIn ? getToken() : null;
  const device = useMemo(() => deviceId(), []);
  const currency = session.currency ?? siteCurrency(site.env);

  const effects = useMemo<ActionEffects>(
    () => ({
      queryClient,
      alreadyLoggedIn() {
        toast.warning(t('already_login_msg'));
        logout();
        queryClient.removeQueries({ queryKey: memberKeys.all });
        void navigate('/', { replace: true });
      },
      cleanCache() {
        logout();
        queryClient.clear();
        // The PWA's Cache Storage too, so the reload fetches every asset afresh.
        const cleared =
          'caches' in window
            ? caches.keys().then((names) => Promise.all(names.map((name) => caches.delete(name))))
            : Promise.resolve();
        void cleared.finally(() => window.location.reload());
      },
      gameUrl(url, game) {
        // Only a tab whose waiting window waits for that very game (see pointWaitingWindow).
        pointWaitingWindow(WAITING_WINDOWS.game, url, game);
      },
      transferDisabled() {
        showTransferDisabled(t);
      },
      clearQuitting: endQuit,
      gameClosed(game) {
        // Its window (only if it shows that game: a newer launch's stays), then the modal and /play.
        if (closeWindowOf(WAITING_WINDOWS.game, game)) sendToApp('isOpenGame', { open: false });
        gameClosed(game);
      },
      transferInFailed() {
        showTransferInFailed(t);
      },
      depositSucceeded(pay) {
        // Spec §7: ad-pixel events only on the web (the apps report their own) and once the payment
        // window is closed; a page whose payment window is still open sends it when that closes.
        if (platformFromUserAgent(window.navigator.userAgent) !== 'web') return;
        whenWindowClosed(WAITING_WINDOWS.deposit, () => sendPayEvent(site.siteId, { ...pay, currency }));
      },
    }),
    [navigate, queryClient, t, site.siteId, currency],
  );

  useRealtime({
    url: socketUrl(site.env, window.location.protocol, import.meta.env.VITE_SOCKET_URL as string | undefined),
    siteId: site.siteId,
    language: site.language,
    channels: {
      siteTemplate: site.env.site_template,
      mobileTemplate: site.env.mobile_template,
      currency,
    },
    member: { token, memberId: session.memberId, currency: session.currency, isDemo: session.isDemo },
    deviceId: device,
    effects,
  });

  return null;
}
