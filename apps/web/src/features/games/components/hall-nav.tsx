import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { hallEntries } from '../logic/hall-list';
import { HallArtwork } from './hall-artwork';

/** Header navigation across the game halls (gt_id 2-9). */
export function HallNav({ variant }: { variant: 'bar' | 'list' }) {
  const { t } = useTranslation();
  const location = useLocation();
  const activeSlot = location.pathname.toLowerCase() === '/slotgame';

  return (
    <nav aria-label={t('nav.primary')} data-testid={variant === 'bar' ? 'header-nav' : 'mobile-hall-nav'}>
      <ul
        className={clsx(
          variant === 'bar' ? 'flex items-stretch justify-center gap-1' : 'grid grid-cols-2 gap-2',
        )}
      >
        {hallEntries().map((hall) => (
          <li key={hall.gtId}>
            <NavLink
              to={hall.href}
              data-testid={`nav-hall-${hall.gtId}`}
              className={({ isActive }) => {
                const active = isActive || (hall.gtId === 2 && activeSlot);
                return clsx(
                  'flex items-center gap-2 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-primary',
                  variant === 'bar'
                    ? 'h-12 border-b-2 px-3.5 xl:px-4'
                    : 'rounded-xl border border-white/8 bg-white/5 px-3 py-2.5',
                  variant === 'bar' &&
                    (active
                      ? 'border-primary text-primary'
                      : 'border-transparent text-ink/75 hover:text-ink'),
                  variant === 'list' && (active ? 'border-primary/60 text-primary' : 'text-ink/85'),
                );
              }}
            >
              <HallArtwork gtId={hall.gtId} className="size-6 shrink-0" />
              <span>{t(`halls.${hall.key}.name`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
