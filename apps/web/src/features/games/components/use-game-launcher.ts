import { TIMING } from '@arks/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { rememberWindow } from '../../../realtime/window-registry';
import type { GameItem } from '../api/hall-games';
import { IS_PLAY_KEY } from '../logic/game-return';
import { playDemo, playGame, type LaunchAnswer } from '../api/launch';
import {
  clearStaleQuit,
  initialLaunchState,
  launchAnswered,
  openModeFor,
  refuseStart,
  refusalKey,
  startLaunch,
  type LaunchState,
} from '../logic/game-launch';

/** The named window games open in (spec §3 waitingWindow 'gameWindow'), reused while open. */
export const GAME_WINDOW = 'gameWindow';

export interface LauncherContext {
  loggedIn: boolean;
  siteId: number;
  currency: string;
  mobile: boolean;
  /** Asked when a visitor picks a game that needs an account. */
  requireLogin(): void;
  /** Shown when the provider is under maintenance (code 203). */
  onMaintenance(window: { start_at: string | null; end_at: string | null }): void;
}

const gameKey = (g: GameItem) => `${g.gp_id}:${g.game_code}`;

/**
 * Launches games as spec §4 says: refusals first, then a waiting window opened on the click itself
 * (so pop-up blockers allow it) that is pointed at the game once the server answers; on mobile the
 * page itself goes to the game. Members play for real (play1); visitors try demo games.
 */
export function useGameLauncher(ctx: LauncherContext) {
  const { t } = useTranslation();
  const [state, setState] = useState<LaunchState>(initialLaunchState);

  const launch = useCallback(
    async (game: GameItem) => {
      if (!ctx.loggedIn && game.demo !== 1) {
        ctx.requireLogin();
        return;
      }
      const now = Date.now();
      const current = clearStaleQuit(state, now);
      const refusal = refuseStart(current, {
        game: gameKey(game),
        desktop: !ctx.mobile,
        balanceReturnRunning: false,
        now,
      });
      if (refusal) {
        toast.warning(t(refusalKey(refusal)), { duration: TIMING.toastDuration });
        return;
      }
      const mode = openModeFor({
        preferred: 'window',
        inApp: false,
        mobile: ctx.mobile,
        mobileRedirectCheck: ctx.mobile,
        modalPair: false,
      });
      const waiting = mode === 'window' ? window.open('/loading', GAME_WINDOW) : null;
      rememberWindow(GAME_WINDOW, waiting);
      setState(startLaunch(current, gameKey(game)));
      const device = ctx.mobile ? 1 : 0;
      const answer: LaunchAnswer = ctx.loggedIn
        ? await playGame(game, device)
        : await playDemo(game, { siteId: ctx.siteId, currency: ctx.currency, device });
      setState((s) => launchAnswered(s, answer.ok ? 1000 : (answer.code ?? 500)));
      if (!answer.ok) {
        waiting?.close();
        if (answer.maintenance) ctx.onMaintenance(answer.maintenance);
        else toast.error(answer.message || t('games.startFailed'), { duration: TIMING.toastDuration });
        return;
      }
      if (waiting && !waiting.closed) waiting.location.href = answer.url;
      else {
        // Spec §3: the page itself leaves for the game; isPlay tells the next start to tidy up.
        window.localStorage.setItem(IS_PLAY_KEY, '1');
        window.location.assign(answer.url);
      }
    },
    [ctx, state, t],
  );

  return { launch, launching: state.phase === 'starting' ? state.openGame : null };
}
