import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { HallNavVariant } from '../../../theme/template-theme';
import { HallIcon } from './hall-icon';
import { useHalls, type HallSource } from './hall-source';

const focus = 'transition focus-visible:outline-2 focus-visible:outline-primary';

/** Each variant's list and link classes; `active` is the hall on screen. */
const LOOK: Record<
  HallNavVariant | 'list',
  { list: string; link: (active: boolean) => string; icon: string; label?: string }
> = {
  underline: {
    list: 'flex items-stretch gap-1 lg:justify-center',
    link: (active) =>
      clsx(
        'flex h-12 items-center gap-2 border-b-2 px-3.5 text-sm font-medium whitespace-nowrap xl:px-4',
        active ? 'border-primary text-primary' : 'border-transparent text-ink-muted hover:text-ink',
      ),
    icon: 'size-6',
  },
  'pill-chips': {
    list: 'flex items-center gap-2 py-1 lg:justify-center',
    link: (active) =>
      clsx(
        'flex h-9 items-center gap-1.5 rounded-chip border pr-3.5 pl-1.5 text-sm font-semibold whitespace-nowrap',
        active
          ? 'border-primary bg-primary text-on-primary'
          : 'border-line bg-surface text-ink-muted hover:border-line-strong hover:text-ink',
      ),
    icon: 'size-6',
  },
  'icon-tabs': {
    list: 'flex items-stretch gap-1 lg:gap-2',
    link: (active) =>
      clsx(
        'relative flex min-w-16 flex-col items-center justify-center gap-1 px-2 py-2 text-[11px] font-semibold whitespace-nowrap lg:min-w-20 lg:text-xs',
        'after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-chip',
        active ? 'text-primary after:bg-primary' : 'text-ink-muted after:bg-transparent hover:text-ink',
      ),
    icon: 'size-7 lg:size-8',
  },
  'side-rail': {
    list: 'flex flex-col gap-1',
    link: (active) =>
      clsx(
        'flex items-center gap-3 rounded-field px-3 py-2.5 text-sm font-semibold',
        active
          ? 'bg-primary/12 text-primary ring-1 ring-primary/40'
          : 'text-ink-muted hover:bg-fill hover:text-ink',
      ),
    icon: 'size-7',
  },
  list: {
    list: 'grid grid-cols-2 gap-2',
    link: (active) =>
      clsx(
        'flex items-center gap-2 rounded-field border bg-fill px-3 py-2.5 text-sm font-medium',
        active ? 'border-primary/60 text-primary' : 'border-line text-ink',
      ),
    icon: 'size-6',
  },
};

/** The phone's side rail is narrow: icon over a short label. */
const NARROW_RAIL = {
  list: 'flex flex-col gap-1.5',
  link: (active: boolean) =>
    clsx(
      'flex flex-col items-center gap-1 rounded-field px-1 py-2 text-center text-[10px] leading-tight font-semibold',
      active ? 'bg-primary text-on-primary' : 'bg-surface text-ink-muted',
    ),
  icon: 'size-7',
};

/**
 * Navigation across the game halls (gt_id 2-9) in the template's style: an underlined bar, pill
 * chips, icon tabs or a side rail; `list` is the phone menu's grid.
 */
export function HallNav({
  variant,
  source,
  narrow = false,
  testId = 'hall-nav',
}: {
  variant: HallNavVariant | 'list';
  /** The site whose halls (as staff set them) the bar lists. */
  source: HallSource;
  /** The side rail beside a phone's game list. */
  narrow?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const activeSlot = location.pathname.toLowerCase() === '/slotgame';
  const look = variant === 'side-rail' && narrow ? NARROW_RAIL : LOOK[variant];
  const halls = useHalls(source);

  return (
    <nav aria-label={t('nav.primary')} data-testid={testId} data-hall-nav={variant}>
      <ul className={look.list}>
        {halls.map((hall) => (
          <li key={hall.gtId} className="shrink-0">
            <NavLink
              to={hall.href}
              data-testid={`nav-hall-${hall.gtId}`}
              className={({ isActive }) =>
                clsx(look.link(isActive || (hall.gtId === 2 && activeSlot)), focus)
              }
            >
              {({ isActive }) => (
                <>
                  <HallIcon
                    source={isActive || (hall.gtId === 2 && activeSlot) ? hall.iconActive : hall.icon}
                    className={clsx('shrink-0', look.icon)}
                  />
                  <span>{hall.name}</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
