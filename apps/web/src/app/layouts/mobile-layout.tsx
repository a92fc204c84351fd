import clsx from 'clsx';
import { Outlet } from 'react-router';
import { IosFavouriteHint } from '../../features/install/components/ios-favourite-hint';
import { GoToTopButton } from '../../features/layout/components/go-to-top-button';
import { SiteFooter } from '../../features/site/components/site-footer';
import { useSiteContext } from '../../features/site/components/use-site-context';
import { siteTitle } from '../../features/site/logic/site-title';
import { useTemplate } from '../../theme/theme-context';
import type { VisibleParts } from './desktop-layout';
import { MobileHeader } from './mobile-header';
import { MobileTabBar } from './mobile-tab-bar';

/** layout-mobile (spec §2): compact header, page, footer sections and the fixed tab bar. */
export function MobileLayout({ parts }: { parts: VisibleParts }) {
  const { siteId, env, language } = useSiteContext();
  const theme = useTemplate();
  // The floating tab bar stands off the bottom edge, so the page leaves it more room.
  const floating = theme.mode === 'mobile' && theme.tabBar === 'floating';
  return (
    <>
      {parts.header ? <MobileHeader /> : null}
      {parts.content ? <IosFavouriteHint /> : null}
      {parts.content ? (
        <main id="main" className="flex-1">
          <Outlet />
        </main>
      ) : null}
      {parts.footer ? (
        <div data-testid="mobile-footer" className={clsx(parts.content && (floating ? 'pb-24' : 'pb-16'))}>
          <SiteFooter siteId={siteId} siteName={siteTitle(env, language)} language={language} compact />
          <MobileTabBar />
        </div>
      ) : null}
      <GoToTopButton raised={parts.footer} />
    </>
  );
}
