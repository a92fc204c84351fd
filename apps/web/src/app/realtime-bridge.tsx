import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';
import type { LoginData } from '../features/account/api/login';
import { isMemberAnswer, useCompleteLogin } from '../features/account/components/use-complete-login';
import { useSession } from '../features/account/components/use-session';
import { loginOutcome } from '../features/account/logic/login-result';
import { useLeaveGame } from '../features/games/components/use-leave-game';
import { listenCrossTab } from '../realtime/cross-tab';
import { useAfterFirstPaint } from './use-after-first-paint';

// socket.io and the event handling load once the first page is up: nothing on it waits for an event.
const RealtimeSocket = lazy(() => import('./realtime-socket'));

/** Wires the realtime layer and the cross-tab messages to the account and site features (spec §3). */
export function RealtimeBridge() {
  const session = useSession();
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const member = session.loggedIn && !session.isDemo;
  const quitGame = useLeaveGame(member);
  const socketDue = useAfterFirstPaint();

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
          // A third-party sign-in of an account that must first prove itself (802): say so in words.
          else if (outcome.kind === 'transfer-validation' && message) toast.error(message);
          else if (outcome.kind === 'device') toast.error(t(outcome.messageKey));
        },
        quitGame() {
          void quitGame();
        },
      }),
    [completeLogin, t, quitGame],
  );
  return socketDue ? (
    <Suspense fallback={null}>
      <RealtimeSocket />
    </Suspense>
  ) : null;
}
