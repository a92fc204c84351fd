import { useTranslation } from 'react-i18next';
import { useHotGames } from '../api/home-extras';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { useGamePlay, type GamePlayProps } from './use-game-play';

/** The home page's Popular list (spec §2: shown when non-empty), playable like any hall. */
export function HotGames(props: GamePlayProps & { memberId: string | null }) {
  const { t } = useTranslation();
  const hot = useHotGames(props.siteId, props.currency, props.memberId);
  const play = useGamePlay(props);
  // While the list loads, a row of empty tiles holds its place (see GameGridSkeleton).
  if (!hot.isLoading && !hot.data?.length) return null;
  return (
    <section
      aria-labelledby="hot-games-title"
      data-testid="hot-games"
      className="mx-auto max-w-7xl px-4 pt-10 sm:px-6"
    >
      <h2 id="hot-games-title" className="mb-4 font-heading text-heading text-ink">
        {t('games.hotTitle')}
      </h2>
      {hot.data ? (
        <GameGrid
          games={hot.data}
          launching={play.launching}
          loggedIn={props.loggedIn}
          onPlay={play.launch}
          onFavourite={play.favourite}
        />
      ) : (
        <GameGridSkeleton />
      )}
      {play.dialog}
    </section>
  );
}
