import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HallCardsVariant } from '../../../theme/template-theme';
import type { HallEntry } from '../logic/hall-list';
import { HALL_COLORS } from './hall-artwork';
import { HallIcon } from './hall-icon';
import { useHalls, type HallSource } from './hall-source';

const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

function Arrow({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M7.5 5l5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A tall card: artwork, name, introduction and an "enter" line. */
function Card({ hall }: { hall: HallEntry }) {
  const { t } = useTranslation();
  return (
    <Link
      to={hall.href}
      data-testid={`hall-card-${hall.gtId}`}
      className={clsx(
        'group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface p-4 transition duration-300 hover:-translate-y-0.5 hover:border-line-strong sm:p-5',
        focus,
      )}
    >
      <span
        aria-hidden
        className="pointer-events-none absolute -top-16 -right-16 size-44 rounded-full opacity-25 blur-2xl transition-opacity duration-300 group-hover:opacity-45"
        style={{ background: `radial-gradient(circle, ${HALL_COLORS[hall.gtId].from}, transparent 70%)` }}
      />
      <HallIcon source={hall.icon} className="relative size-14 drop-shadow-lg sm:size-16 lg:size-[72px]" />
      <span className="relative mt-4 text-base font-semibold tracking-tight text-ink sm:text-lg">
        {hall.name}
      </span>
      <span className="relative mt-1 line-clamp-2 text-xs leading-relaxed text-ink-muted sm:text-sm">
        {t(`halls.${hall.key}.intro`)}
      </span>
      <span className="relative mt-auto inline-flex items-center gap-1 pt-4 text-xs font-semibold text-primary sm:text-sm">
        {t('home.enterHall')}
        <Arrow className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}

/** A small square tile: artwork over the name, many to a row. */
function Tile({ hall }: { hall: HallEntry }) {
  return (
    <Link
      to={hall.href}
      data-testid={`hall-card-${hall.gtId}`}
      className={clsx(
        'flex h-full flex-col items-center gap-2 rounded-card border border-line bg-surface px-1 py-3 text-center transition hover:border-primary/60 lg:py-5',
        focus,
      )}
    >
      <HallIcon source={hall.icon} className="size-11 drop-shadow-md lg:size-14" />
      <span className="text-xs leading-tight font-semibold text-ink lg:text-sm">{hall.name}</span>
    </Link>
  );
}

/** A wide row: a strip of the hall's colour, artwork, name and introduction. */
function Banner({ hall }: { hall: HallEntry }) {
  const { t } = useTranslation();
  const colors = HALL_COLORS[hall.gtId];
  return (
    <Link
      to={hall.href}
      data-testid={`hall-card-${hall.gtId}`}
      className={clsx(
        'group relative flex items-center gap-4 overflow-hidden rounded-card border border-line bg-surface py-3 pr-4 pl-5 transition hover:border-primary/60 lg:py-5',
        focus,
      )}
    >
      <span
        aria-hidden
        className="absolute inset-y-0 left-0 w-1.5"
        style={{ background: `linear-gradient(${colors.from}, ${colors.to})` }}
      />
      <HallIcon source={hall.icon} className="size-12 shrink-0 drop-shadow-md lg:size-16" />
      <span className="min-w-0 flex-1">
        <span className="block text-base font-bold text-ink">{hall.name}</span>
        <span className="mt-0.5 line-clamp-1 block text-xs text-ink-muted lg:text-sm">
          {t(`halls.${hall.key}.intro`)}
        </span>
      </span>
      <Arrow className="size-5 shrink-0 text-primary transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}

const LOOK: Record<HallCardsVariant, { list: string; Item: typeof Card }> = {
  cards: { list: 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4', Item: Card },
  tiles: { list: 'grid grid-cols-4 gap-2 lg:grid-cols-8 lg:gap-3', Item: Tile },
  banners: { list: 'grid gap-2.5 lg:grid-cols-2 lg:gap-4', Item: Banner },
};

/**
 * The home page's game halls as staff set them for the site (names, icons, order, which are shown),
 * each linking per spec §2 game routing, in the template's look.
 */
export function HallGrid({ variant = 'cards', source }: { variant?: HallCardsVariant; source: HallSource }) {
  const { list, Item } = LOOK[variant];
  const halls = useHalls(source);
  return (
    <ul data-testid="hall-grid" data-hall-cards={variant} className={list}>
      {halls.map((hall) => (
        <li key={hall.gtId}>
          <Item hall={hall} />
        </li>
      ))}
    </ul>
  );
}
