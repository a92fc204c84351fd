import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../features/account/components/use-session';
import { GameFrame } from '../features/games/components/game-frame';
import { GameStageBar } from '../features/games/components/game-stage-bar';
import { useLeaveGame } from '../features/games/components/use-leave-game';
import { PLAY_URL_KEY } from '../lib/game-frame-message';
import { onGameClosed } from '../lib/game-session';

/** The game the launcher left here; `key` (`gp_id:game_code`) names it for forward_game.status. */
function storedGame(): { url: string; name: string; key?: string } | null {
  try {
    const game = JSON.parse(window.sessionStorage.getItem(PLAY_URL_KEY) ?? 'null') as unknown;
    return game && typeof (game as { url?: unknown }).url === 'string'
      ? (game as { url: string; name: string; key?: string })
      : null;
  } catch {
    return null;
  }
}

/** /play: in-page game play (open mode "page"); leaving brings the balance back and returns to / (spec §2). */
export function PlayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const leaveGame = useLeaveGame(session.loggedIn && !session.isDemo);
  const [game] = useState(storedGame);
  const leave = useCallback(() => {
    window.sessionStorage.removeItem(PLAY_URL_KEY);
    void leaveGame();
    void navigate('/', { replace: true });
  }, [leaveGame, navigate]);
  // The server ended this game (forward_game.status 958): it is already left, so only go home.
  useEffect(
    () =>
      onGameClosed((closed) => {
        if (closed !== null && game?.key !== undefined && closed !== game.key) return;
        window.sessionStorage.removeItem(PLAY_URL_KEY);
        void navigate('/', { replace: true });
      }),
    [game, navigate],
  );

  return (
    <div className="flex h-dvh flex-col bg-scrim">
      <GameStageBar
        heading={
          <h1 data-testid="page-title" className="truncate text-sm font-semibold text-ink">
            {game?.name ?? t('pages.play')}
          </h1>
        }
        onLeave={leave}
        leaveTestId="play-page-leave"
      />
      {game ? (
        <GameFrame url={game.url} title={game.name} onLobby={leave} className="flex-1" />
      ) : (
        <div className="grid flex-1 place-items-center px-4 text-center text-sm text-ink-muted">
          <p>
            {t('pages.noGameOpen')}{' '}
            <Link to="/" className="text-primary underline">
              {t('common.backHome')}
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
