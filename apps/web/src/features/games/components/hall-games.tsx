import { TIMING } from '@arks/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useHallGames } from '../api/hall-games';
import { GameGrid } from './game-grid';
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
}

/** One hall's games from the catalogue, launchable: members for real, visitors in demo. */
export function HallGames(props: HallGamesProps) {
  const { t } = useTranslation();
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
      onMaintenance: (w: { start_at: string | null; end_at: string | null }) =>
        toast.warning(
          w.start_at && w.end_at
            ? t('games.maintenanceWindow', {
                start: new Date(w.start_at).toLocaleString(),
                end: new Date(w.end_at).toLocaleString(),
              })
            : t('games.maintenance'),
          { duration: TIMING.toastDuration },
        ),
    }),
    [props.loggedIn, props.siteId, props.currency, props.mobile, props.requireLogin, t],
  );
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
  const games = props.tag ? query.data.main.filter((g) => g.tags.includes(props.tag!)) : query.data.main;
  if (games.length === 0) {
    return (
      <p
        data-testid="games-empty"
        className="rounded-2xl border border-dashed border-white/15 p-10 text-center text-sm text-ink/65"
      >
        {t('games.empty')}
      </p>
    );
  }
  return <GameGrid games={games} launching={launching} loggedIn={props.loggedIn} onPlay={launch} />;
}
