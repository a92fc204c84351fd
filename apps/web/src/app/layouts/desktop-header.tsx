import { siteCurrency } from '@arks/contracts';
import { HallNav } from '../../features/games/components/hall-nav';
import { LanguageSelector } from '../../features/locale/components/language-selector';
import { offeredLanguages } from '../../i18n/language-preference';
import { SiteLogo } from '../../features/site/components/site-logo';
import { useSiteContext } from '../../features/site/components/use-site-context';
import { siteTitle } from '../../features/site/logic/site-title';
import type { DesktopHeader as Variant } from '../../theme/template-theme';
import { useTemplate } from '../../theme/theme-context';
import { HeaderAccount } from './header-account';
import { HeaderLinks } from './header-links';

const shell = 'sticky top-0 z-40 border-b border-line bg-canvas/90 backdrop-blur-xl';

/** The desktop header in the template's arrangement (theme/template-theme.ts DesktopHeader). */
export function DesktopHeader() {
  const theme = useTemplate();
  const variant: Variant = theme.mode === 'desktop' ? theme.header : 'two-row';
  const { siteId, env, language } = useSiteContext();
  // A side-rail template shows its halls beside the hall pages, not in the header.
  const halls =
    theme.hallNav === 'side-rail' ? null : (
      <HallNav variant={theme.hallNav} testId="header-nav" source={{ siteId, currency: siteCurrency(env) }} />
    );
  const logo = <SiteLogo siteId={siteId} title={siteTitle(env, language)} mode="desktop" />;
  const languages = (small = false) => (
    <LanguageSelector languages={offeredLanguages(env.languages)} compact={small} />
  );

  switch (variant) {
    case 'centered-logo':
      return (
        <header data-testid="site-header" className={shell}>
          <div
            data-testid="header-centered-logo"
            className="mx-auto grid h-20 max-w-7xl grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-6 px-6"
          >
            <div className="flex min-w-0 items-center gap-2">
              <HeaderLinks />
              {languages(true)}
            </div>
            <div className="scale-110">{logo}</div>
            {/* Smaller buttons: a member's balance and account must fit beside a centred logo. */}
            <div className="flex min-w-0 items-center justify-end">
              <HeaderAccount mode="desktop" small />
            </div>
          </div>
          {halls ? (
            <div className="border-t border-line bg-surface/70">
              <div className="scrollbar-none mx-auto max-w-7xl overflow-x-auto px-6 py-2">{halls}</div>
            </div>
          ) : null}
        </header>
      );
    case 'tab-links':
      return (
        <header data-testid="site-header" className={shell}>
          <div
            data-testid="header-tab-links"
            className="mx-auto flex h-[72px] max-w-7xl items-stretch gap-8 px-6"
          >
            <div className="flex items-center">{logo}</div>
            <HeaderLinks look="tabs" />
            <div className="ml-auto flex shrink-0 items-center gap-3">
              {languages()}
              <HeaderAccount mode="desktop" />
            </div>
          </div>
          {halls ? <div className="border-t border-line px-6">{halls}</div> : null}
        </header>
      );
    case 'utility-strip':
      return (
        <header data-testid="site-header" className={shell}>
          <div className="border-b border-line bg-surface">
            <div
              data-testid="header-utility-strip"
              className="mx-auto flex h-10 max-w-7xl items-center gap-4 px-6"
            >
              <HeaderLinks look="small" />
              <div className="ml-auto flex shrink-0 items-center gap-2">
                {languages(true)}
                <HeaderAccount mode="desktop" small />
              </div>
            </div>
          </div>
          <div className="mx-auto flex h-[76px] max-w-7xl items-center gap-10 px-6">
            {logo}
            <div className="scrollbar-none min-w-0 flex-1 self-stretch overflow-x-auto">{halls}</div>
          </div>
        </header>
      );
    default:
      return (
        <header data-testid="site-header" className={shell}>
          <div
            data-testid="header-two-row"
            className="mx-auto flex h-[68px] max-w-7xl items-center gap-6 px-6"
          >
            {logo}
            <HeaderLinks />
            <div className="ml-auto flex shrink-0 items-center gap-3">
              {languages()}
              <HeaderAccount mode="desktop" />
            </div>
          </div>
          {halls ? (
            <div className="border-t border-line bg-surface/60">
              <div className="scrollbar-none mx-auto max-w-7xl overflow-x-auto px-6">{halls}</div>
            </div>
          ) : null}
        </header>
      );
  }
}
