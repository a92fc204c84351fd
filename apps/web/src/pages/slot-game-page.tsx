import { Navigate, useSearchParams } from 'react-router';
import { HallGames } from '../features/games/components/hall-games';
import { useLayoutMode } from '../features/layout/components/layout-mode-context';
import { useSiteContext } from '../features/site/components/use-site-context';
import { SlotHeader } from './slot-header';
import { useHallProps } from './use-hall-props';

/** /slotgame?gt_id&gp_id&house: the slot hall, drawn without the site's navbar and footer (spec §2). */
export function SlotGamePage() {
  const [params] = useSearchParams();
  const provider = params.get('gp_id') ?? 'Popular';
  const hall = useHallProps();
  const { env } = useSiteContext();
  const desktop = useLayoutMode() !== 'mobile';
  // Spec §2: with the site's room flag on, desktop plays slots in the game room.
  if (env.game_room_enabled && desktop) {
    return <Navigate to={`/gameRoom?${params.toString()}`} replace />;
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <SlotHeader provider={provider} />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        <HallGames
          {...hall}
          gtId={2}
          gpId={provider === 'Popular' ? undefined : provider}
          tag={provider === 'Popular' ? 'hot' : undefined}
        />
      </main>
    </div>
  );
}
