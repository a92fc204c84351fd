import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../../../components/not-available';
import { laterSectionKeys } from '../logic/home-sections';

/**
 * Places on the home page where later releases put banners, announcements, jackpots, popular games and
 * promotions, in the order the template lists them. Each says plainly that it is not available yet.
 */
export function HomeLaterSections({ sections }: { sections: readonly string[] }) {
  const { t } = useTranslation();
  const keys = laterSectionKeys(sections);
  if (keys.length === 0) return null;
  return (
    <section aria-labelledby="later-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <h2 id="later-title" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
        {t('home.laterTitle')}
      </h2>
      <ul className="mt-5 grid gap-4 md:grid-cols-2">
        {keys.map(({ id, titleKey }) => (
          <li
            key={id}
            data-testid={`home-section-${id}`}
            className="rounded-2xl border border-white/8 bg-surface/60 p-4"
          >
            <h3 className="mb-3 text-sm font-semibold tracking-wide text-ink/80 uppercase">{t(titleKey)}</h3>
            <NotAvailable showHomeLink={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
