import { SUPPORT_DEVICE, TIMING } from '@arks/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { PLAY_URL_KEY } from '../../../lib/game-frame-message';
import { currentDeviceType, currentPlatform, inApp, sendToApp } from '../../../lib/native-bridge';
import {
  beginQuit,
  endQuit,
  getGameSession,
  setModalGame,
  updateLaunch,
  useGameSession,
  watchGameWindow,
} from '../../../lib/game-session';
import { memberKeys } from '../../../api/query-keys';
import { getToken, logout } from '../../../api/session';
import {
  closeWindow,
  isWindowOpen,
  pointWaitingWindow,
  rememberWaitingWindow,
  WAITING_WINDOWS,
} from '../../../realtime/window-registry';
import type { GameItem } from '../api/hall-games';
import { IS_PLAY_KEY } from '../logic/game-return';
import { playDemo, playGame, type LaunchAnswer } from '../api/launch';
import { leaveGame } from '../api/leave';
import {
  canForceQuit,
  clearStaleQuit,
  initialLaunchState,
  launchAnswered,
  openModeFor,
  refuseStart,
  refusalKey,
  sessionSurvives,
  startLaunch,
} from '../logic/game-launch';
import {
  showTransferDisabled,
  showTransferInFailed,
  TRANSFER_DISABLED_CODE,
  TRANSFER_IN_FAILED_CODE,
} from './transfer-disabled';

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** The named window games open in (spec §3 waitingWindow 'gameWindow'), reused while open. */
export const GAME_WINDOW = WAITING_WINDOWS.game;

export interface LauncherContext {
  loggedIn: boolean;
  siteId: number;
  currency: string;
  mobile: boolean;
  /** Asked when a visitor picks a game that needs an account. */
  requireLogin(): void;
  /** Shown when the provider is under maintenance (code 203). */
  onMaintenance(window: { start_at: string | null; end_at: string | null }): void;
  /** The desktop game room plays every game inside itself. */
  embed?(game: { url: string; name: string }): void;
}

const gameKey = (g: GameItem) => `${g.gp_id}:${g.game_code}`;

/**
 * Launches games as spec §4 says: refusals first, then a waiting window opened on the click itself
 * (so pop-up blockers allow it) that is pointed at the game once the server answers; on mobile the
 * page itself goes to the game. Members play for real (play1); visitors try demo games.
 */
export function useGameLauncher(ctx: LauncherContext) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The launch state is the tab's, not this list's (lib/game-session.ts): every list of games, the
  // balance-return button and the realtime events see one state.
  const { launch: state, modalGame } = useGameSession();
  /** The game open in the play-game modal (open mode "modal") of this list. */
  const [inModal, setInModal] = useState<{ url: string; name: string; key: string } | null>(null);

  // A list that goes away takes its modal with it.
  useEffect(() => {
    if (!inModal) return;
    return () => {
      if (getGameSession().modalGame === inModal.key) setModalGame(null);
    };
  }, [inModal]);

  /** Spec §4 force-quit: leave the open game, refresh the cash, and be ready to start again. */
  const forceQuit = useCallback(async () => {
    closeWindow(GAME_WINDOW);
    setModalGame(null);
    setInModal(null);
    sendToApp('isOpenGame', { open: false });
    beginQuit();
    await leaveGame().catch(() => undefined);
    endQuit();
    updateLaunch(() => initialLaunchState);
    await queryClient.invalidateQueries({ queryKey: memberKeys.all });
  }, [queryClient]);

  const launch = useCallback(
    async (game: GameItem) => {
      if (!ctx.loggedIn && game.demo !== 1) {
        ctx.requireLogin();
        return;
      }
      const now = Date.now();
      const current = clearStaleQuit(getGameSession().launch, now);
      const platform = currentPlatform();
      const refusal = refuseStart(current, {
        game: gameKey(game),
        desktop: !ctx.mobile,
        // Spec §4: no start while the one-key balance return runs (one_key_waiting).
        balanceReturnRunning: getGameSession().returnRunning,
        now,
      });
      if (refusal) {
        const action = canForceQuit(refusal)
          ? { label: t('games.forceQuit'), onClick: () => void forceQuit() }
          : undefined;
        toast.warning(t(refusalKey(refusal)), { duration: TIMING.toastDuration, action });
        return;
      }
      if (
        ctx.loggedIn &&
        !(await sessionSurvives(() => getToken() !== null, sleep, TIMING.loginExpiryWait))
      ) {
        logout();
        ctx.requireLogin();
        return;
      }
      const mode = openModeFor({
        preferred: game.open_mode,
        inApp: inApp(platform),
        mobile: ctx.mobile,
        mobileRedirectCheck: ctx.mobile,
        modalPair: game.open_mode === 'modal',
      });
      const embedded = ctx.embed && !ctx.mobile ? ctx.embed : null;
      const waiting = mode === 'window' && !embedded ? window.open('/loading', GAME_WINDOW) : null;
      // The server's game.url may point it before this page's own answer arrives.
      rememberWaitingWindow(GAME_WINDOW, waiting, gameKey(game));
      updateLaunch(() => startLaunch(current, gameKey(game)));
      // Spec §4: the balance return stands down while the game window is open.
      if (waiting) watchGameWindow(gameKey(game), () => isWindowOpen(GAME_WINDOW), TIMING.windowWaitPoll);
      // play1 carries the §9 device type; a demo launch the list device the demo catalogue was read with.
      const answer: LaunchAnswer = ctx.loggedIn
        ? await playGame(game, currentDeviceType(ctx.mobile ? 'mobile' : 'desktop'))
        : await playDemo(game, {
            siteId: ctx.siteId,
            currency: ctx.currency,
            device: ctx.mobile ? SUPPORT_DEVICE.mobile : SUPPORT_DEVICE.desktop,
          });
      updateLaunch((s) => launchAnswered(s, answer.ok ? 1000 : (answer.code ?? 500)));
      if (!answer.ok) {
        waiting?.close();
        if (answer.maintenance) ctx.onMaintenance(answer.maintenance);
        else if (answer.code === TRANSFER_DISABLED_CODE) showTransferDisabled(t);
        else if (answer.code === TRANSFER_IN_FAILED_CODE) showTransferInFailed(t);
        // Spec §8: other failures show the server's message and pg.start_failed.
        else
          toast.error(t('games.startFailed'), {
            description: answer.message || undefined,
            duration: TIMING.toastDuration,
          });
        return;
      }
      const shown = { url: answer.url, name: game.game_name, key: gameKey(game) };
      sendToApp('isOpenGame', { open: true });
      if (embedded) {
        // The room owns the game from here (it leaves on a switch or its leave button).
        embedded(shown);
        updateLaunch(() => initialLaunchState);
      } else if (mode === 'modal') {
        // The shared state first: this list's modal closes when it no longer names the game shown.
        setModalGame(shown.key);
        setInModal(shown);
      } else if (mode === 'page') {
        // The URL carries the game token: session storage keeps it out of the address bar and history.
        window.sessionStorage.setItem(PLAY_URL_KEY, JSON.stringify(shown));
        void navigate('/play');
      } else if (waiting && !waiting.closed) {
        // Once only: the server's game.url may have pointed it already, and loading the game twice
        // could start it over.
        pointWaitingWindow(GAME_WINDOW, answer.url, gameKey(game));
      } else {
        // Spec §3: the page itself leaves for the game; isPlay tells the next start to tidy up.
        window.localStorage.setItem(IS_PLAY_KEY, '1');
        window.location.assign(answer.url);
      }
    },
    [ctx, t, navigate, forceQuit],
  );

  /** A game shown inside the site was left: ready for the next start. */
  const left = useCallback(() => {
    setModalGame(null);
    setInModal(null);
    updateLaunch(() => initialLaunchState);
  }, []);

  // The modal shows only while the tab's state still names its game: forward_game.status 958 (the
  // server ended it) clears that, and the modal goes.
  const shown = inModal && modalGame === inModal.key ? inModal : null;
  return { launch, launching: state.phase === 'starting' ? state.openGame : null, inModal: shown, left };
}
