import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { memberKeys } from '../api/query-keys';
import { getToken, logout } from '../api/session';
import type { LoginData } from '../features/account/api/login';
import { isMemberAnswer, useCompleteLogin } from '../features/account/components/use-complete-login';
import { useSession } from '../features/account/components/use-session';
import { loginOutcome } from '../features/account/logic/login-result';
import { useSiteContext } from '../features/site/components/use-site-context';
import { listenCrossTab } from '../realtime/cross-tab';
import type { ActionEffects } from '../realtime/handlers';
import { socketUrl } from '../realtime/options';
import { useRealtime } from '../realtime/use-realtime';

/** Wires the realtime layer and the cross-tab messages to the account and site features (spec §3). */
export function RealtimeBridge() {
  const site = useSiteContext();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const token = session.loggedIn ? getToken() : null;

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
    }),
    [navigate, queryClient, t],
  );

  useRealtime({
    url: socketUrl(site.env, window.location.protocol, import.meta.env.VITE_SOCKET_URL as string | undefined),
    siteId: site.siteId,
    language: site.language,
    channels: {
      template: site.env.template,
      mobileTemplate: site.env.mobile_template,
      currency: session.currency ?? site.env.currencies[0] ?? '',
    },
    member: { token, memberId: session.memberId, currency: session.currency, isDemo: session.isDemo },
    effects,
  });

  useEffect(
    () =>
      listenCrossTab({
        completeLogin(data) {
          if (isMemberAnswer(data as LoginData)) completeLogin(data as Parameters<typeof completeLogin>[0]);
        },
        loginFailed(code, message) {
          const outcome = loginOutcome({ code, message });
          if (outcome.kind === 'error') toast.error(t(outcome.messageKey, outcome.params));
          else if (outcome.kind === 'server-message' && outcome.message) toast.error(outcome.message);
          else if (outcome.kind === 'device') toast.error(t(outcome.messageKey));
        },
      }),
    [completeLogin, t],
  );
  return null;
}
