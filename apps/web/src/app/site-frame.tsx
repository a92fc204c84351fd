import { memo, useEffect } from 'react';
import clsx from 'clsx';
import { Outlet } from 'react-router';
import { useLayoutMode } from '../features/layout/components/layout-mode-context';
import { visibleParts, type DisplayFlags } from '../features/navigation/logic/query-params';
import { FloatItems } from '../features/site/components/float-items';
import { MaintenanceNotice } from '../features/site/components/maintenance-notice';
import { useSiteContext } from '../features/site/components/use-site-context';
import { rootClassNames } from '../features/site/logic/root-class';
import { useTemplate } from '../theme/theme-context';
import { DesktopLayout } from './layouts/desktop-layout';
import { MobileLayout } from './layouts/mobile-layout';

/**
 * The layout root: its classes name layout, site, theme, language and template (spec §2). Memoised:
 * the shell above re-renders as the site's colours and the route's data arrive, and the whole page
 * (header, footer, tab bar) need not re-render with it.
 */
export const SiteFrame = memo(function SiteFrame({
  chrome,
  display,
}: {
  chrome: 'full' | 'bare';
  display: DisplayFlags;
}) {
  const mode = useLayoutMode();
  const { env, language } = useSiteContext();
  const classes = rootClassNames({
    mode,
    siteName: env.site_name,
    theme: env.theme,
    language,
    template: mode === 'desktop' ? env.template : env.mobile_template,
  });
  const parts = visibleParts(display, mode);
  const theme = useTemplate();
  // Spec §3 local storage `site_name`: the native app and other tabs read which site this is.
  useEffect(() => localStorage.setItem('site_name', env.site_name), [env.site_name]);

  return (
    <div
      data-testid="layout-root"
      data-layout={mode}
      data-template={theme.name}
      data-scheme={theme.scheme}
      className={clsx(classes, 'flex min-h-dvh flex-col bg-canvas text-ink')}
    >
      {chrome === 'bare' ? (
        <Outlet />
      ) : mode === 'desktop' ? (
        <DesktopLayout parts={parts} />
      ) : (
        <MobileLayout parts={parts} />
      )}
      {chrome === 'bare' ? null : <FloatItems mode={mode} />}
      <MaintenanceNotice />
    </div>
  );
});
