import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLastPlayed } from '../api/favourites';
import { useHallGames } from '../api/hall-games';
import { filterChoices, filterGames, isFiltered, NO_FILTER, type GameFilter } from '../logic/game-filter';
import { tabGames, visibleTabs, type GameTab } from '../logic/game-tabs';
import { GameFilterBar } from './game-filter-bar';
import { GameGrid } from './game-grid';
import { useGamePlay, type GamePlayProps } from './use-game-play';

export interface HallGamesProps extends GamePlayProps {
  memberId: string | null;
  gtId: number;
  gpId?: string;
  /** Only games with this tag (the slot hall's "Popular" is `hot`). */
  tag?: string;
}

/** One hall's games from the catalogue, launchable: members for real, visitors in demo. */
export function HallGames(props: HallGamesProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<GameTab>('all_game');
  const [filter, setFilter] = useState<GameFilter>(NO_FILTER);
  const lastPlayed = useLastPlayed(props.memberId, props.loggedIn && tab === 'last_play');
  const query = useHallGames({
    siteId: props.siteId,
    currency: props.currency,
    device: props.mobile ? 1 : 0,
    gtId: props.gtId,
    gpId: props.gpId,
    memberId: props.memberId,
  });
  const play = useGamePlay(props);

  if (query.isPending) {
    return (
      <div
        role="status"
        aria-label={t('games.loading')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
      >
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="aspect-[4/3] animate-pulse rounded-card bg-fill" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <p
        role="alert"
        className="rounded-card border border-line bg-fill p-6 text-center text-sm text-ink-muted"
      >
        {t('games.loadFailed')}
      </p>
    );
  }
  const hall = props.tag ? query.data.main.filter((g) => g.tags.includes(props.tag!)) : query.data.main;
  const tabList = tabGames(tab, hall, lastPlayed.data ?? [], props.gtId);
  const games = filterGames(tabList, filter);
  const choices = filterChoices(hall);
  const tabs = visibleTabs(props.loggedIn);
  return (
    <div className="flex flex-col gap-4">
      {tabs.length > 1 ? (
        <div
          role="tablist"
          aria-label={t('games.tabsLabel')}
          className="scrollbar-none -mx-1 flex gap-2 overflow-x-auto px-1"
        >
          {tabs.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={tab === id}
              data-testid={`game-tab-${id}`}
              onClick={() => setTab(id)}
              className={clsx(
                'h-9 shrink-0 rounded-control border px-4 text-sm font-medium whitespace-nowrap transition',
                tab === id
                  ? 'border-primary bg-primary/15 text-ink'
                  : 'border-line text-ink-muted hover:text-ink',
              )}
            >
              {t(`games.tabs.${id}`)}
            </button>
          ))}
        </div>
      ) : null}
      {hall.length > 0 ? (
        <GameFilterBar
          filter={filter}
          providers={props.gpId ? [] : choices.providers}
          tags={props.tag ? [] : choices.tags}
          onChange={setFilter}
        />
      ) : null}
      {games.length === 0 && tabList.length > 0 && isFiltered(filter) ? (
        <div
          data-testid="games-no-match"
          className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong p-10 text-center text-sm text-ink-muted"
        >
          {t('games.filter.noMatch')}
          <button
            type="button"
            onClick={() => setFilter(NO_FILTER)}
            className="rounded-chip border border-primary/60 px-4 py-1.5 text-xs font-semibold text-primary hover:bg-primary/10"
          >
            {t('games.filter.clear')}
          </button>
        </div>
      ) : games.length === 0 ? (
        <p
          data-testid="games-empty"
          className="rounded-card border border-dashed border-line-strong p-10 text-center text-sm text-ink-muted"
        >
          {t(tab === 'all_game' ? 'games.empty' : `games.tabEmpty.${tab}`)}
        </p>
      ) : (
        <GameGrid
          games={games}
          launching={play.launching}
          loggedIn={props.loggedIn}
          onPlay={play.launch}
          onFavourite={play.favourite}
        />
      )}
      {play.dialog}
    </div>
  );
}
