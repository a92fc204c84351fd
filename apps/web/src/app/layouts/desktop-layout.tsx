import { Outlet } from 'react-router';
import { GoToTopButton } from '../../features/layout/components/go-to-top-button';
import { SiteFooter } from '../../features/site/components/site-footer';
import { useSiteContext } from '../../features/site/components/use-site-context';
import { siteTitle } from '../../features/site/logic/site-title';
import { DesktopHeader } from './desktop-header';

export interface VisibleParts {
  header: boolean;
  content: boolean;
  footer: boolean;
}

/** layout-desktop (spec §2): two-row header with the hall bar, page, full footer. */
export function DesktopLayout({ parts }: { parts: VisibleParts }) {
  const { siteId, env, language } = useSiteContext();
  return (
    <>
      {parts.header ? <DesktopHeader /> : null}
      {parts.content ? (
        <main id="main" className="flex-1">
          <Outlet />
        </main>
      ) : null}
      {parts.footer ? (
        <SiteFooter siteId={siteId} siteName={siteTitle(env, language)} language={language} />
      ) : null}
      <GoToTopButton />
    </>
  );
}
