import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { GameFrame } from '../features/games/components/game-frame';
import { GameStageBar } from '../features/games/components/game-stage-bar';
import { HallGames } from '../features/games/components/hall-games';
import { useLeaveGame } from '../features/games/components/use-leave-game';
import { useLayoutMode } from '../features/layout/components/layout-mode-context';
import { useSiteContext } from '../features/site/components/use-site-context';
import { SlotHeader } from './slot-header';
import { useHallProps } from './use-hall-props';

/**
 * /gameRoom?gt_id&gp_id&house: the desktop game room for slots when the site's room flag is on
 * (spec §2). The chosen game plays inside the room, above the provider's games; leaving it, or
 * choosing another, brings the balance back first.
 */
export function GameRoomPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const provider = params.get('gp_id') ?? 'Popular';
  const hall = useHallProps();
  const { env } = useSiteContext();
  const desktop = useLayoutMode() !== 'mobile';
  const leaveGame = useLeaveGame(hall.loggedIn);
  const [playing, setPlaying] = useState<{ url: string; name: string } | null>(null);
  const leave = useCallback(() => {
    setPlaying(null);
    void leaveGame();
  }, [leaveGame]);
  const embed = useCallback((game: { url: string; name: string }) => setPlaying(game), []);

  if (!env.game_room_enabled || !desktop) return <Navigate to={`/slotgame?${params.toString()}`} replace />;
  return (
    <div className="flex min-h-dvh flex-col">
      <SlotHeader provider={provider} pinned={false} />
      <main className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-4 sm:px-6">
        {playing ? (
          <section
            aria-label={playing.name}
            data-testid="game-room-stage"
            // The stage fills the window under the site's header, the hall bar and the padding (13.5
            // rem together), so the game's play button shows without scrolling.
            className="flex h-[calc(100dvh-13.5rem)] max-h-[820px] min-h-[28rem] flex-col overflow-hidden rounded-card border border-line"
          >
            <GameStageBar
              heading={<h2 className="truncate text-sm font-semibold text-ink">{playing.name}</h2>}
              onLeave={leave}
              leaveTestId="game-room-leave"
            />
            <GameFrame url={playing.url} title={playing.name} onLobby={leave} className="flex-1" />
          </section>
        ) : (
          <p className="rounded-card border border-dashed border-line-strong p-6 text-center text-sm text-ink-muted">
            {t('pages.roomPick')}
          </p>
        )}
        <HallGames
          {...hall}
          embed={embed}
          gtId={2}
          gpId={provider === 'Popular' ? undefined : provider}
          tag={provider === 'Popular' ? 'hot' : undefined}
        />
      </main>
    </div>
  );
}
