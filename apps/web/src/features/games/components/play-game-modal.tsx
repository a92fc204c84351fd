import * as Dialog from '../../../components/lazy-dialog';
import { useTranslation } from 'react-i18next';
import { GameFrame } from './game-frame';

export interface InSiteGame {
  url: string;
  name: string;
}

/** The play-game modal (spec §4 open mode "modal"): the game over the site, at most 1500x800. */
export function PlayGameModal(props: { game: InSiteGame | null; onLeave(): void }) {
  const { t } = useTranslation();
  const game = props.game;
  return (
    <Dialog.Root open={game !== null} onOpenChange={(open) => (open ? undefined : props.onLeave())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim/80 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="play-game-modal"
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex h-[min(92vh,800px)] w-[min(96vw,1500px)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-card border border-line bg-canvas shadow-2xl"
        >
          <div className="flex h-11 shrink-0 items-center justify-between border-b border-line px-4">
            <Dialog.Title className="truncate text-sm font-semibold text-ink">{game?.name}</Dialog.Title>
            <Dialog.Close
              data-testid="play-game-leave"
              className="rounded-chip border border-line-strong px-4 py-1 text-xs font-semibold text-ink hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
            >
              {t('pages.leaveGame')}
            </Dialog.Close>
          </div>
          {game ? (
            <GameFrame url={game.url} title={game.name} onLobby={props.onLeave} className="flex-1" />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
