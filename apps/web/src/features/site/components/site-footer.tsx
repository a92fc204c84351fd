import type { LangCode, TFooterSection } from '@arks/contracts';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFooter } from '../api/footer';
import { footerLink } from '../logic/footer-link';

interface SiteFooterProps {
  siteId: number;
  siteName: string;
  language: LangCode;
  compact?: boolean;
}

/** Footer sections of spec §2 as the operator configured them (/api/arks/web/footer). */
export function SiteFooter({ siteId, siteName, language, compact = false }: SiteFooterProps) {
  const { t } = useTranslation();
  const footer = useFooter(siteId, language);
  const sections = footer.data?.list ?? [];

  return (
    <footer
      data-testid="site-footer"
      aria-label={t('footer.label')}
      className="border-t border-line bg-surface text-ink-muted"
    >
      <div className={clsx('mx-auto max-w-7xl px-4 sm:px-6', compact ? 'py-8' : 'py-12')}>
        {sections.length > 0 ? (
          <div
            className={clsx(
              'grid gap-x-6 gap-y-8',
              compact
                ? 'grid-cols-2'
                : 'grid-cols-2 md:grid-cols-3 lg:grid-cols-[repeat(auto-fit,minmax(150px,1fr))]',
            )}
          >
            {sections.map((section) => (
              <FooterSection key={section.id} section={section} />
            ))}
          </div>
        ) : null}
        <div
          className={clsx(
            'flex flex-col gap-2 text-xs text-ink-faint sm:flex-row sm:items-center sm:justify-between',
            sections.length > 0 && 'mt-10 border-t border-line pt-6',
          )}
        >
          <p className="flex items-center gap-2">
            <span className="grid size-6 place-items-center rounded-full border border-ink/30 text-[10px] font-bold text-ink-muted">
              18+
            </span>
            {t('footer.responsible')}
          </p>
          <p>{t('footer.rights', { year: new Date().getFullYear(), site: siteName })}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterSection({ section }: { section: TFooterSection }) {
  const { t } = useTranslation();
  const title = section.title || t(`footer.sections.${section.section}`);
  return (
    <section data-testid={`footer-section-${section.section}`} aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-ink">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {section.items.map((item) => {
          const link = footerLink(item.url);
          const classes = clsx(
            link.className,
            'transition hover:text-primary focus-visible:outline-2 focus-visible:outline-primary',
          );
          return (
            <li key={item.id}>
              {link.outer ? (
                <a href={link.href} target={link.target} rel={link.rel} className={classes}>
                  {item.title}
                  <span className="sr-only"> {t('common.openInNewTab')}</span>
                </a>
              ) : (
                <Link to={link.href} className={classes}>
                  {item.title}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
