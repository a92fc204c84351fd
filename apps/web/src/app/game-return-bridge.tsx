import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';
import { memberKeys } from '../api/query-keys';
import { beginQuit, endQuit } from '../lib/game-session';
import { sendToApp } from '../lib/native-bridge';
import { useSession } from '../features/account/components/use-session';
import { leaveGame } from '../features/games/api/leave';
import {
  IS_PLAY_KEY,
  isGameLeftSignal,
  leftGameBeforeReload,
  leaveNoticeKey,
  QUIT_AFTER_RELOAD_MS,
} from '../features/games/logic/game-return';
import { reloadOnPageShow } from '../features/games/logic/game-launch';
import { WINDOW_MESSAGE_KEY } from '../features/navigation/logic/lobby-return';

/**
 * When the member leaves a game (its window came back to /close, or this page returns from one),
 * the native app hears the game closed, the game's balance is brought back (leave1) and the shown
 * balance refreshed.
 */
export function GameReturnBridge() {
  const session = useSession();
  const queryClient = useQueryClient();
  const member = session.loggedIn && !session.isDemo;
  const { t } = useTranslation();

  useEffect(() => {
    if (!member) return;
    const bringBack = () => {
      sendToApp('isOpenGame', { open: false });
      // Spec §4: quitting until the leave answers (or member.cash, or 30 s).
      beginQuit();
      void leaveGame()
        .then((answer) => {
          const notice = leaveNoticeKey(answer);
          if (notice) toast.info(t(notice));
        })
        .catch(() => undefined) // a failed leave settles through reconciliation; the balance refresh shows it
        .finally(() => {
          endQuit();
          void queryClient.invalidateQueries({ queryKey: memberKeys.all });
        });
    };
    const onStorage = (event: StorageEvent) => {
      if (isGameLeftSignal(event.key, event.newValue, WINDOW_MESSAGE_KEY)) bringBack();
    };
    window.addEventListener('storage', onStorage);
    // Back to this page from the game (mobile redirect) out of the back-forward cache: start afresh.
    const onPageShow = (event: PageTransitionEvent) => {
      if (reloadOnPageShow(event.persisted, window.localStorage.getItem(IS_PLAY_KEY)))
        window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    let timer: number | undefined;
    if (leftGameBeforeReload(window.localStorage.getItem(IS_PLAY_KEY))) {
      timer = window.setTimeout(() => {
        window.localStorage.setItem(IS_PLAY_KEY, '0');
        bringBack();
      }, QUIT_AFTER_RELOAD_MS);
    }
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onPageShow);
      window.clearTimeout(timer);
    };
  }, [member, queryClient, t]);
  return null;
}
