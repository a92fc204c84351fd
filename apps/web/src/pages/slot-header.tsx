import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackIcon } from '../components/back-icon';
import { HallArtwork } from '../features/games/components/hall-artwork';

/**
 * The slot hall's own header: back, hall, provider. It stays on top in /slotgame, which has no site
 * navbar; under the game room's site navbar it scrolls away instead of sliding beneath that bar.
 */
export function SlotHeader({ provider, pinned = true }: { provider: string; pinned?: boolean }) {
  const { t } = useTranslation();
  const providerLabel = provider === 'Popular' ? t('pages.popular') : provider;
  return (
    <header
      className={clsx('border-b border-line bg-canvas/90 backdrop-blur-xl', pinned && 'sticky top-0 z-30')}
    >
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link
          to="/"
          aria-label={t('common.backHome')}
          className="grid size-9 place-items-center rounded-full text-ink-muted transition hover:bg-fill-strong focus-visible:outline-2 focus-visible:outline-primary"
        >
          <BackIcon />
        </Link>
        <HallArtwork gtId={2} className="size-8" />
        <div className="min-w-0">
          <h1 data-testid="page-title" className="truncate text-base font-bold text-ink">
            {t('halls.slot.name')}
          </h1>
          <p className="truncate text-xs text-ink-faint">
            {t('pages.slotProvider', { provider: providerLabel })}
          </p>
        </div>
      </div>
    </header>
  );
}
