import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { laterSectionKeys } from '../logic/home-sections';

const ICONS: Record<string, ReactElement> = {
  banner: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 16l5-5 4 4 3-3 6 6" strokeLinejoin="round" />
      <circle cx="16" cy="9" r="1.5" />
    </>
  ),
  marquee: (
    <>
      <path d="M4 10v4h3l6 4V6L7 10H4z" strokeLinejoin="round" />
      <path d="M17 9a4 4 0 0 1 0 6M19.5 6.5a7.5 7.5 0 0 1 0 11" strokeLinecap="round" />
    </>
  ),
  jackpot: (
    <>
      <path d="M7 4h10v5a5 5 0 0 1-10 0V4z" />
      <path
        d="M7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3M12 14v3M8 20h8l-1-3H9l-1 3z"
        strokeLinejoin="round"
      />
    </>
  ),
  hot_games: (
    <path
      d="M12 21c-4 0-7-2.6-7-6.5 0-3.2 2.2-5.2 3.6-7 .4 1.8 1.3 3 2.4 3.6C11 7.5 12.5 4.5 15 3c-.3 2.8.8 4.6 2.2 6.2 1.1 1.3 1.8 2.8 1.8 4.8C19 18 16 21 12 21z"
      strokeLinejoin="round"
    />
  ),
  promotions: (
    <>
      <rect x="3.5" y="8" width="17" height="12.5" rx="1.5" />
      <path d="M3.5 12h17M12 8v12.5M12 8c-1.5-3.5-6-4-6-1.2C6 8 9 8 12 8zm0 0c1.5-3.5 6-4 6-1.2C18 8 15 8 12 8z" />
    </>
  ),
  sponsor: (
    <path
      d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5z"
      strokeLinejoin="round"
    />
  ),
};

/**
 * Places on the home page where later releases put banners, announcements, jackpots, popular games and
 * sponsorships, in the order the template lists them. Each says plainly that it is not available yet.
 */
export function HomeLaterSections({ sections }: { sections: readonly string[] }) {
  const { t } = useTranslation();
  const keys = laterSectionKeys(sections);
  if (keys.length === 0) return null;
  return (
    <section aria-labelledby="later-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <div className="rounded-3xl border border-white/8 bg-gradient-to-br from-white/[0.04] to-transparent p-5 sm:p-8">
        <h2 id="later-title" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
          {t('home.laterTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink/60">{t('home.laterBody')}</p>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {keys.map(({ id, titleKey }) => (
            <li
              key={id}
              data-testid={`home-section-${id}`}
              className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-white/12 bg-canvas/40 p-4"
            >
              <span
                className="grid size-10 place-items-center rounded-xl bg-primary/12 text-primary"
                aria-hidden
              >
                <svg
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.7"
                >
                  {ICONS[id]}
                </svg>
              </span>
              <span className="text-sm font-semibold text-ink">{t(titleKey)}</span>
              <span className="rounded-full bg-white/8 px-2.5 py-0.5 text-[11px] font-medium text-ink/60">
                {t('common.notAvailable')}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
