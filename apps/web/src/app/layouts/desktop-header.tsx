import { HallNav } from '../../features/games/components/hall-nav';
import { LanguageSelector } from '../../features/locale/components/language-selector';
import { offeredLanguages } from '../../i18n/language-preference';
import { SiteLogo } from '../../features/site/components/site-logo';
import { useSiteContext } from '../../features/site/components/use-site-context';
import { siteTitle } from '../../features/site/logic/site-title';
import { HeaderAccount } from './header-account';
import { HeaderLinks } from './header-links';

export function DesktopHeader() {
  const { siteId, env, language } = useSiteContext();

  return (
    <header
      data-testid="site-header"
      className="sticky top-0 z-40 border-b border-white/8 bg-canvas/85 backdrop-blur-xl"
    >
      <div className="mx-auto flex h-[68px] max-w-7xl items-center gap-6 px-6">
        <SiteLogo siteId={siteId} title={siteTitle(env, language)} mode="desktop" />
        <HeaderLinks />
        <div className="ml-auto flex shrink-0 items-center gap-3">
          <LanguageSelector languages={offeredLanguages(env.languages)} />
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
