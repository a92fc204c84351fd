import clsx from 'clsx';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HallNav } from '../../features/games/components/hall-nav';
import { AppLink } from '../../features/navigation/components/app-link';
import { LanguageSelector } from '../../features/locale/components/language-selector';
import { SiteLogo } from '../../features/site/components/site-logo';
import { useSiteContext } from '../../features/site/components/use-site-context';
import { siteTitle } from '../../features/site/logic/site-title';
import { HeaderAccount } from './header-account';
import { useSiteLinks } from './use-site-links';

export function DesktopHeader() {
  const { t } = useTranslation();
  const { siteId, env, language } = useSiteContext();
  const links = useSiteLinks().filter((link) => link.id !== 'home');

  return (
    <header
      data-testid="site-header"
      className="sticky top-0 z-40 border-b border-white/8 bg-canvas/85 backdrop-blur-xl"
    >
      <div className="mx-auto flex h-[68px] max-w-7xl items-center gap-8 px-6">
        <SiteLogo siteId={siteId} title={siteTitle(env, language)} mode="desktop" />
        <nav aria-label={t('nav.menu')} data-testid="header-links" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.id}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    clsx(
                      'rounded-full px-3 py-1.5 text-sm transition focus-visible:outline-2 focus-visible:outline-primary',
                      isActive ? 'bg-white/10 text-ink' : 'text-ink/65 hover:text-ink',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <AppLink
                href="/proxy"
                mode="desktop"
                data-testid="header-agent"
                className="rounded-full px-3 py-1.5 text-sm text-ink/65 transition hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
              >
                {t('nav.agent')}
              </AppLink>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <LanguageSelector />
          <HeaderAccount mode="desktop" />
        </div>
      </div>
      <div className="border-t border-white/5 bg-black/20">
        <div className="scrollbar-none mx-auto max-w-7xl overflow-x-auto px-6">
          <HallNav variant="bar" />
        </div>
      </div>
    </header>
  );
}
