import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hallEntries } from '../logic/hall-list';
import { HALL_COLORS, HallArtwork } from './hall-artwork';

/** Home page grid of the eight game halls, each linking per spec §2 game routing. */
export function HallGrid() {
  const { t } = useTranslation();
  return (
    <ul data-testid="hall-grid" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {hallEntries().map((hall) => {
        const colors = HALL_COLORS[hall.gtId];
        return (
          <li key={hall.gtId}>
            <Link
              to={hall.href}
              data-testid={`hall-card-${hall.gtId}`}
              className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-white/8 bg-surface p-4 transition duration-300 hover:-translate-y-0.5 hover:border-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:p-5"
            >
              <span
                aria-hidden
                className="pointer-events-none absolute -top-16 -right-16 size-44 rounded-full opacity-25 blur-2xl transition-opacity duration-300 group-hover:opacity-45"
                style={{ background: `radial-gradient(circle, ${colors.from}, transparent 70%)` }}
              />
              <HallArtwork
                gtId={hall.gtId}
                className="relative size-14 drop-shadow-lg sm:size-16 lg:size-[72px]"
              />
              <span className="relative mt-4 text-base font-semibold tracking-tight text-ink sm:text-lg">
                {t(`halls.${hall.key}.name`)}
              </span>
              <span className="relative mt-1 line-clamp-2 text-xs leading-relaxed text-ink/60 sm:text-sm">
                {t(`halls.${hall.key}.intro`)}
              </span>
              <span className="relative mt-auto inline-flex items-center gap-1 pt-4 text-xs font-semibold text-primary sm:text-sm">
                {t('home.enterHall')}
                <svg
                  viewBox="0 0 20 20"
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden
                >
                  <path d="M7.5 5l5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
