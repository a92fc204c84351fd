import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleFavourite, useLastPlayed } from '../api/favourites';
import { gameKeys, useHallGames, type GameItem } from '../api/hall-games';
import { tabGames, visibleTabs, type GameTab } from '../logic/game-tabs';
import { GameGrid } from './game-grid';
import { MaintenanceDialog, type MaintenanceWindow } from './maintenance-dialog';
import { useGameLauncher } from './use-game-launcher';

export interface HallGamesProps {
  siteId: number;
  currency: string;
  mobile: boolean;
  loggedIn: boolean;
  memberId: string | null;
  gtId: number;
  gpId?: string;
  /** Only games with this tag (the slot hall's "Popular" is `hot`). */
  tag?: string;
  requireLogin(): void;
  /** Where the maintenance dialog sends the member (the site's customer-service link). */
  serviceUrl?: string;
}

/** One hall's games from the catalogue, launchable: members for real, visitors in demo. */
export function HallGames(props: HallGamesProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<GameTab>('all_game');
  const [maintenance, setMaintenance] = useState<MaintenanceWindow | null>(null);
  const lastPlayed = useLastPlayed(props.memberId, props.loggedIn && tab === 'last_play');
  const query = useHallGames({
    siteId: props.siteId,
    currency: props.currency,
    device: props.mobile ? 1 : 0,
    gtId: props.gtId,
    gpId: props.gpId,
    memberId: props.memberId,
  });
  const launcherCtx = useMemo(
    () => ({
      loggedIn: props.loggedIn,
      siteId: props.siteId,
      currency: props.currency,
      mobile: props.mobile,
      requireLogin: props.requireLogin,
      onMaintenance: (w: MaintenanceWindow) => setMaintenance(w),
    }),
    [props.loggedIn, props.siteId, props.currency, props.mobile, props.requireLogin],
  );
  const favourite = async (game: GameItem) => {
    await toggleFavourite(game);
    await queryClient.invalidateQueries({ queryKey: gameKeys.all });
  };
  const { launch, launching } = useGameLauncher(launcherCtx);

  if (query.isPending) {
    return (
      <div
        role="status"
        aria-label={t('games.loading')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
      >
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="aspect-[4/3] animate-pulse rounded-2xl bg-white/5" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <p
        role="alert"
        className="rounded-2xl border border-white/10 bg-white/5 p-6 text-center text-sm text-ink/70"
      >
        {t('games.loadFailed')}
      </p>
    );
  }
  const hall = props.tag ? query.data.main.filter((g) => g.tags.includes(props.tag!)) : query.data.main;
  const games = tabGames(tab, hall, lastPlayed.data ?? [], props.gtId);
  const tabs = visibleTabs(props.loggedIn);
  return (
    <div className="flex flex-col gap-4">
      {tabs.length > 1 ? (
        <div role="tablist" aria-label={t('games.tabsLabel')} className="flex gap-2">
          {tabs.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={tab === id}
              data-testid={`game-tab-${id}`}
              onClick={() => setTab(id)}
              className={clsx(
                'h-9 rounded-full border px-4 text-sm font-medium transition',
                tab === id
                  ? 'border-primary bg-primary/15 text-ink'
                  : 'border-white/10 text-ink/70 hover:text-ink',
              )}
            >
              {t(`games.tabs.${id}`)}
            </button>
          ))}
        </div>
      ) : null}
      {games.length === 0 ? (
        <p
          data-testid="games-empty"
          className="rounded-2xl border border-dashed border-white/15 p-10 text-center text-sm text-ink/65"
        >
          {t(tab === 'all_game' ? 'games.empty' : `games.tabEmpty.${tab}`)}
        </p>
      ) : (
        <GameGrid
          games={games}
          launching={launching}
          loggedIn={props.loggedIn}
          onPlay={launch}
          onFavourite={props.loggedIn ? favourite : undefined}
        />
      )}
      <MaintenanceDialog
        window={maintenance}
        serviceUrl={props.serviceUrl ?? ''}
        onClose={() => setMaintenance(null)}
      />
    </div>
  );
}
