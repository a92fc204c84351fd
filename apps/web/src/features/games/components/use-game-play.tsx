import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toggleFavourite } from '../api/favourites';
import { gameKeys, type GameItem } from '../api/hall-games';
import { MaintenanceDialog, type MaintenanceWindow } from './maintenance-dialog';
import { PlayGameModal } from './play-game-modal';
import { useGameLauncher } from './use-game-launcher';
import { useLeaveGame } from './use-leave-game';

export interface GamePlayProps {
  siteId: number;
  currency: string;
  mobile: boolean;
  loggedIn: boolean;
  requireLogin(): void;
  /** Where the maintenance dialog sends the member (the site's customer-service link). */
  serviceUrl?: string;
  /** The desktop game room: games play inside the room instead of opening (use-game-launcher). */
  embed?(game: { url: string; name: string }): void;
}

/** What any list of playable games needs: the launcher, the favourite star and the 203 dialog. */
export function useGamePlay(props: GamePlayProps) {
  const queryClient = useQueryClient();
  const [maintenance, setMaintenance] = useState<MaintenanceWindow | null>(null);
  const launcherCtx = useMemo(
    () => ({
      loggedIn: props.loggedIn,
      siteId: props.siteId,
      currency: props.currency,
      mobile: props.mobile,
      requireLogin: props.requireLogin,
      onMaintenance: (w: MaintenanceWindow) => setMaintenance(w),
      embed: props.embed,
    }),
    [props.loggedIn, props.siteId, props.currency, props.mobile, props.requireLogin, props.embed],
  );
  const { launch, launching, inModal, left } = useGameLauncher(launcherCtx);
  const leave = useLeaveGame(props.loggedIn);
  const favourite = async (game: GameItem) => {
    await toggleFavourite(game);
    await queryClient.invalidateQueries({ queryKey: gameKeys.all });
  };
  const dialog = (
    <>
      <MaintenanceDialog
        window={maintenance}
        serviceUrl={props.serviceUrl ?? ''}
        onClose={() => setMaintenance(null)}
      />
      <PlayGameModal
        game={inModal}
        onLeave={() => {
          left();
          void leave();
        }}
      />
    </>
  );
  return { launch, launching, left, favourite: props.loggedIn ? favourite : undefined, dialog };
}
