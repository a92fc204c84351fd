import { siteCurrency } from '@arks/contracts';
import { HallNav } from '../../features/games/components/hall-nav';
import { LanguageSelector } from '../../features/locale/components/language-selector';
import { offeredLanguages } from '../../i18n/language-preference';
import { SiteLogo } from '../../features/site/components/site-logo';
import { useSiteContext } from '../../features/site/components/use-site-context';
import { siteTitle } from '../../features/site/logic/site-title';
import type { MobileHeader as Variant } from '../../theme/template-theme';
import { useTemplate } from '../../theme/theme-context';
import { HeaderAccount } from './header-account';
import { MobileMenu } from './mobile-menu';

const shell = 'sticky top-0 z-40 border-b border-line bg-canvas/95 backdrop-blur-xl';

/** The phone header in the template's arrangement (theme/template-theme.ts MobileHeader). */
export function MobileHeader() {
  const theme = useTemplate();
  const variant: Variant = theme.mode === 'mobile' ? theme.header : 'drawer';
  const { siteId, env, language } = useSiteContext();
  const logo = <SiteLogo siteId={siteId} title={siteTitle(env, language)} mode="mobile" />;
  const languages = offeredLanguages(env.languages);

  switch (variant) {
    case 'centered-logo':
      return (
        <header data-testid="site-header" className={shell}>
          <div
            data-testid="header-centered-logo"
            className="grid h-14 grid-cols-[1fr_auto_1fr] items-center px-2"
          >
            <MobileMenu />
            <div className="flex justify-center">{logo}</div>
            <div className="flex justify-end">
              <LanguageSelector languages={languages} compact />
            </div>
          </div>
          <div className="border-t border-line bg-surface/70 px-3 py-2">
            <HeaderAccount mode="mobile" stretch />
          </div>
        </header>
      );
    case 'compact':
      return (
        <header data-testid="site-header" className={shell}>
          <div data-testid="header-compact" className="flex h-12 items-center gap-1.5 pr-1 pl-3">
            {logo}
            <div className="ml-auto flex shrink-0 items-center gap-1">
              <HeaderAccount mode="mobile" />
              <MobileMenu side="right" withLanguages />
            </div>
          </div>
        </header>
      );
    case 'hall-tabs':
      return (
        <header data-testid="site-header" className={shell}>
          <div data-testid="header-hall-tabs" className="flex h-14 items-center gap-1.5 px-2">
            <MobileMenu />
            {logo}
            <div className="ml-auto flex shrink-0 items-center gap-1.5">
              <LanguageSelector languages={languages} compact />
              <HeaderAccount mode="mobile" />
            </div>
          </div>
          <div className="scrollbar-none overflow-x-auto border-t border-line px-1">
            <HallNav
              variant="icon-tabs"
              testId="header-nav"
              source={{ siteId, currency: siteCurrency(env) }}
            />
          </div>
        </header>
      );
    default:
      return (
        <header data-testid="site-header" className={shell}>
          <div data-testid="header-drawer" className="flex h-14 items-center gap-1.5 px-2">
            <MobileMenu />
            {logo}
            <div className="ml-auto flex shrink-0 items-center gap-1.5">
              <LanguageSelector languages={languages} compact />
              <HeaderAccount mode="mobile" />
            </div>
          </div>
        </header>
      );
  }
}
