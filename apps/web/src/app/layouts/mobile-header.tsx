import { LanguageSelector } from '../../features/locale/components/language-selector';
import { offeredLanguages } from '../../i18n/language-preference';
import { SiteLogo } from '../../features/site/components/site-logo';
import { useSiteContext } from '../../features/site/components/use-site-context';
import { siteTitle } from '../../features/site/logic/site-title';
import { HeaderAccount } from './header-account';
import { MobileMenu } from './mobile-menu';

export function MobileHeader() {
  const { siteId, env, language } = useSiteContext();
  return (
    <header
      data-testid="site-header"
      className="sticky top-0 z-40 flex h-14 items-center gap-1.5 border-b border-white/8 bg-canvas/90 px-2 backdrop-blur-xl"
    >
      <MobileMenu />
      <SiteLogo siteId={siteId} title={siteTitle(env, language)} mode="mobile" />
      <div className="ml-auto flex shrink-0 items-center gap-1.5">
        <LanguageSelector languages={offeredLanguages(env.languages)} compact />
        <HeaderAccount mode="mobile" />
      </div>
    </header>
  );
}
