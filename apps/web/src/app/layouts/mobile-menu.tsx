import { siteCurrency } from '@arks/contracts';
import * as Dialog from '../../components/lazy-dialog';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HallNav } from '../../features/games/components/hall-nav';
import { LanguageSelector } from '../../features/locale/components/language-selector';
import { AppLink } from '../../features/navigation/components/app-link';
import { useSiteContext } from '../../features/site/components/use-site-context';
import { offeredLanguages } from '../../i18n/language-preference';
import { useSiteLinks } from './use-site-links';
import { CloseIcon } from '../../components/close-icon';

/**
 * Mobile side drawer: the game halls and the site's pages. Closes on any navigation inside it. A slim
 * header without room for the language selector opens it from the right with the selector inside.
 */
export function MobileMenu({
  side = 'left',
  withLanguages = false,
}: {
  side?: 'left' | 'right';
  withLanguages?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const links = useSiteLinks();
  const { siteId, env } = useSiteContext();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        data-testid="mobile-menu-button"
        aria-label={t('nav.openMenu')}
        className="grid size-9 place-items-center rounded-full text-ink transition hover:bg-fill-strong focus-visible:outline-2 focus-visible:outline-primary"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden
        >
          <path d="M4 7h16M4 12h16M4 17h10" strokeLinecap="round" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim/60 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="mobile-menu"
          className={clsx(
            'fixed inset-y-0 z-50 flex w-[min(84vw,340px)] flex-col overflow-y-auto border-line bg-overlay p-4 text-ink shadow-2xl',
            side === 'left' ? 'left-0 border-r' : 'right-0 border-l',
          )}
          onClick={(event) => {
            // Any link followed inside the drawer closes it.
            if ((event.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('common.close')}
              className="grid size-9 place-items-center rounded-full text-ink-muted hover:bg-fill-strong"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('nav.primary')}</Dialog.Description>
          {withLanguages ? (
            <div className="mt-4">
              <LanguageSelector languages={offeredLanguages(env.languages)} />
            </div>
          ) : null}
          <p className="mt-5 mb-2 text-xs font-semibold tracking-wide text-ink-faint uppercase">
            {t('nav.primary')}
          </p>
          <HallNav variant="list" testId="mobile-hall-nav" source={{ siteId, currency: siteCurrency(env) }} />
          <ul className="mt-6 space-y-1 border-t border-line pt-4">
            {links.map((link) => (
              <li key={link.id}>
                <Link to={link.to} className="block rounded-field px-3 py-2.5 text-sm text-ink hover:bg-fill">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <AppLink
                href="/proxy"
                mode="mobile"
                className="block rounded-field px-3 py-2.5 text-sm text-ink hover:bg-fill"
              >
                {t('nav.agent')}
              </AppLink>
            </li>
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
