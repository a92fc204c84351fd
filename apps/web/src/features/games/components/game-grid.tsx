import type { GameHallId } from '@arks/contracts';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useTemplate } from '../../../theme/theme-context';
import type { GameItem } from '../api/hall-games';
import { HallArtwork } from './hall-artwork';

interface Props {
  games: GameItem[];
  launching: string | null;
  loggedIn: boolean;
  onPlay(game: GameItem): void;
  /** Members star games for the my_favorite tab. */
  onFavourite?(game: GameItem): Promise<void>;
}

/** Columns by the room the grid has; a compact template fits more, smaller tiles to a row. */
const GRID = {
  compact: 'grid-cols-2 gap-2 @xs:grid-cols-3 @xl:grid-cols-4 @3xl:grid-cols-5 @5xl:grid-cols-6',
  normal: 'grid-cols-2 gap-3 @lg:grid-cols-3 @3xl:grid-cols-4 @5xl:grid-cols-5',
};

/** Game tiles: the hall's artwork behind the name until providers ship their own icons. */
export function GameGrid({ games, launching, loggedIn, onPlay, onFavourite }: Props) {
  const { t } = useTranslation();
  // A compact template fits more, smaller tiles to a row.
  const compact = useTemplate().density === 'compact';
  return (
    // Columns follow the space the grid has (a side rail takes some), not the window.
    <div className="@container">
      <ul className={clsx('grid', compact ? GRID.compact : GRID.normal)} data-testid="game-grid">
        {games.map((game) => {
          const busy = launching === `${game.gp_id}:${game.game_code}`;
          return (
            <li key={game.id} className="relative">
              {onFavourite ? (
                <button
                  type="button"
                  data-testid={`favourite-${game.game_code}`}
                  aria-pressed={game.member_favorite === 1}
                  aria-label={t(game.member_favorite === 1 ? 'games.unfavourite' : 'games.favourite')}
                  onClick={() => void onFavourite(game)}
                  className="absolute top-2 right-2 z-10 grid size-8 place-items-center rounded-full bg-scrim/50 text-on-scrim backdrop-blur transition hover:scale-110 focus-visible:outline-2 focus-visible:outline-primary"
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="size-4"
                    fill={game.member_favorite === 1 ? 'currentColor' : 'none'}
                    stroke="currentColor"
                    strokeWidth="1.8"
                    aria-hidden
                  >
                    <path
                      d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
                      strokeLinejoin="round"
                    />
                  </svg>
                </button>
              ) : null}
              <button
                type="button"
                onClick={() => onPlay(game)}
                disabled={busy}
                data-testid={`game-${game.game_code}`}
                className="group relative flex w-full flex-col overflow-hidden rounded-card border border-line bg-fill text-left transition hover:border-primary/60 hover:bg-fill-strong focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60"
              >
                <div className="relative grid aspect-[4/3] place-items-center bg-gradient-to-br from-primary/25 via-canvas to-canvas">
                  {game.icon_light ? (
                    <img src={game.icon_light} alt="" className="size-full object-cover" loading="lazy" />
                  ) : (
                    <HallArtwork
                      gtId={game.gt_id as GameHallId}
                      className="size-16 opacity-90 transition group-hover:scale-105"
                    />
                  )}
                  <div className="absolute top-2 right-11 left-2 flex flex-wrap gap-1">
                    {game.tags.map((tag) => (
                      <span
                        key={tag}
                        className="rounded-chip bg-primary px-2 py-0.5 text-[10px] font-bold uppercase text-on-primary"
                      >
                        {t(`games.tags.${tag}`, { defaultValue: tag })}
                      </span>
                    ))}
                  </div>
                </div>
                <div className={clsx('flex flex-col items-start gap-2', compact ? 'p-2' : 'p-3')}>
                  <div className="w-full min-w-0">
                    <p className="truncate text-sm font-semibold text-ink">{game.game_name}</p>
                    <p className="truncate text-xs text-ink-faint">{game.gp_name}</p>
                  </div>
                  <span className="shrink-0 rounded-chip border border-primary/50 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-primary">
                    {busy
                      ? t('games.starting')
                      : loggedIn
                        ? t('games.play')
                        : game.demo
                          ? t('games.tryDemo')
                          : t('games.play')}
                  </span>
                </div>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Which tiles of a first row show at each width: as many as GRID has columns there. */
const FIRST_ROW = {
  compact: ['', '', 'hidden @xs:block', 'hidden @xl:block', 'hidden @3xl:block', 'hidden @5xl:block'],
  normal: ['', '', 'hidden @lg:block', 'hidden @3xl:block', 'hidden @5xl:block'],
};

/**
 * One row of empty tiles shown while a list loads, so what follows does not jump when it arrives:
 * the same grid, card and caption boxes as GameGrid's, with blank lines where the texts go.
 */
export function GameGridSkeleton() {
  const compact = useTemplate().density === 'compact';
  return (
    <div className="@container" aria-hidden>
      <ul className={clsx('grid', compact ? GRID.compact : GRID.normal)}>
        {FIRST_ROW[compact ? 'compact' : 'normal'].map((shown, i) => (
          <li key={i} className={shown || undefined}>
            <div className="flex w-full flex-col overflow-hidden rounded-card border border-line bg-fill">
              <div className="aspect-[4/3]" />
              <div className={clsx('flex flex-col items-start gap-2', compact ? 'p-2' : 'p-3')}>
                <div className="w-full min-w-0">
                  <p className="text-sm font-semibold">&nbsp;</p>
                  <p className="text-xs">&nbsp;</p>
                </div>
                <span className="rounded-chip border border-transparent px-2.5 py-1 text-xs">&nbsp;</span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
