import type { GameHallId } from '@arks/contracts';
import * as Dialog from '../../../components/lazy-dialog';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackIcon } from '../../../components/back-icon';
import { CloseIcon } from '../../../components/close-icon';
import { useDemoGames, useDemoHalls } from '../api/demo';
import {
  back,
  canChooseGame,
  chooseHall,
  chooseProvider,
  initialDemoPick,
  playableHalls,
  type DemoPick,
} from '../logic/demo-picker';
import { GameGrid } from './game-grid';
import { HallArtwork } from './hall-artwork';
import { useGamePlay, type GamePlayProps } from './use-game-play';

const choiceClass =
  'flex w-full items-center gap-3 rounded-card border border-line bg-fill p-3 text-left transition hover:border-primary/60 hover:bg-fill-strong focus-visible:outline-2 focus-visible:outline-primary';

function Status(props: { children: ReactNode; alert?: boolean }) {
  return (
    <p
      role={props.alert ? 'alert' : 'status'}
      className="rounded-card border border-dashed border-line-strong p-8 text-center text-sm text-ink-muted"
    >
      {props.children}
    </p>
  );
}

/**
 * The visitor's demo game picker (spec §2, §4): halls with demo games, then a hall's providers, then
 * that provider's games; a game starts in demo mode (pretend money, nothing moves) the way the
 * site opens any game.
 */
export function DemoPicker(props: GamePlayProps & { triggerClassName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pick, setPick] = useState<DemoPick>(initialDemoPick);
  const q = { siteId: props.siteId, currency: props.currency, device: props.mobile ? 1 : 0 };
  const halls = useDemoHalls(q, open);
  const games = useDemoGames(pick.step === 'games' ? { ...q, gtId: pick.gtId, gpId: pick.gpId } : null);
  // Demo is pretend money whoever asks: the launcher plays demo for a caller that is not logged in.
  const play = useGamePlay({ ...props, loggedIn: false });
  const list = playableHalls(halls.data ?? []);
  const hall = pick.step === 'halls' ? undefined : list.find((h) => h.gt_id === pick.gtId);

  let body: ReactNode;
  if (halls.isPending) body = <Status>{t('games.loading')}</Status>;
  else if (halls.isError) body = <Status alert>{t('games.loadFailed')}</Status>;
  else if (list.length === 0) body = <Status>{t('games.demo.none')}</Status>;
  else if (pick.step === 'halls' || !hall) {
    body = (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="demo-halls">
        {list.map((h) => (
          <li key={h.gt_id}>
            <button
              type="button"
              data-testid={`demo-hall-${h.gt_id}`}
              className={choiceClass}
              onClick={() => setPick(chooseHall(h.gt_id))}
            >
              <HallArtwork gtId={h.gt_id as GameHallId} className="size-10 shrink-0" />
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-ink">{h.gt_name}</span>
                <span className="block text-xs text-ink-faint">
                  {t('games.demo.providers', { count: h.gp_list.length })}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  } else if (pick.step === 'providers') {
    body = (
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="demo-providers">
        {hall.gp_list.map((p) => (
          <li key={p.gp_id}>
            <button
              type="button"
              data-testid={`demo-provider-${p.gp_id}`}
              className={choiceClass}
              onClick={() => setPick(chooseProvider(pick, p.gp_id))}
            >
              <span className="min-w-0 flex-1 truncate text-sm font-semibold text-ink">{p.gp_name}</span>
              <span className="shrink-0 text-xs text-ink-faint">
                {t('games.demo.games', { count: p.game_count })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  } else if (games.isPending) body = <Status>{t('games.loading')}</Status>;
  else if (games.isError) body = <Status alert>{t('games.loadFailed')}</Status>;
  else if (games.data.length === 0) body = <Status>{t('games.empty')}</Status>;
  else {
    body = (
      <GameGrid
        games={games.data}
        launching={play.launching}
        loggedIn={false}
        onPlay={(game) => (canChooseGame(play.launching) ? play.launch(game) : undefined)}
      />
    );
  }

  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setPick(initialDemoPick);
        }}
      >
        <Dialog.Trigger data-testid="demo-picker-open" className={props.triggerClassName}>
          {t('games.demo.open')}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim/70 backdrop-blur-sm" />
          <Dialog.Content
            data-testid="demo-picker"
            aria-describedby={undefined}
            className="fixed top-1/2 left-1/2 z-50 flex max-h-[88vh] w-[min(94vw,880px)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-card border border-line bg-surface text-ink shadow-2xl focus:outline-none"
          >
            <div className="flex items-center gap-3 border-b border-line px-5 py-4">
              {pick.step === 'halls' ? null : (
                <button
                  type="button"
                  data-testid="demo-picker-back"
                  onClick={() => setPick(back(pick))}
                  aria-label={t('games.demo.back')}
                  className="grid size-9 place-items-center rounded-full text-ink-muted hover:bg-fill-strong"
                >
                  <BackIcon />
                </button>
              )}
              <div className="min-w-0 flex-1">
                <Dialog.Title className="truncate text-lg font-bold">
                  {hall ? hall.gt_name : t('games.demo.title')}
                </Dialog.Title>
                <p className="truncate text-xs text-ink-faint">
                  {pick.step === 'games'
                    ? (hall?.gp_list.find((p) => p.gp_id === pick.gpId)?.gp_name ?? '')
                    : t(pick.step === 'halls' ? 'games.demo.chooseHall' : 'games.demo.chooseProvider')}
                </p>
              </div>
              <Dialog.Close
                aria-label={t('common.close')}
                className="grid size-9 place-items-center rounded-full text-ink-muted hover:bg-fill-strong"
              >
                <CloseIcon />
              </Dialog.Close>
            </div>
            <div className="overflow-y-auto p-5">
              <p className="mb-4 text-xs text-ink-faint">{t('games.demo.note')}</p>
              {body}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {play.dialog}
    </>
  );
}
