import { useEffect, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { AccountRoot } from '../features/account/components/account-root';
import { LoginPictures } from '../features/content/components/login-pictures';
import { useBuildWatch } from '../features/build-watch/components/use-build-watch';
import { LayoutModeProvider, useLayoutMode } from '../features/layout/components/layout-mode-context';
import { LoadingFadeOut, LoadingScreen } from '../features/layout/components/loading-screen';
import { usePageQuery } from '../features/navigation/components/use-page-query';
import { RegisterBackground } from '../features/site/components/register-background';
import { useSiteContext } from '../features/site/components/use-site-context';
import { useTemplateTheme } from '../features/site/components/use-template-theme';
import { useSiteFavicon } from '../features/site/components/use-favicon';
import { siteTitle } from '../features/site/logic/site-title';
import { TemplateThemeProvider } from '../theme/theme-context';
import { FastDepositBridge } from './fast-deposit-bridge';
import { GameReturnBridge } from './game-return-bridge';
import { PopupBridge } from './popup-bridge';
import { MemberExtras } from './member-extras';
import { RealtimeBridge } from './realtime-bridge';
import { currentHandle } from './route-handle';
import { SiteFrame } from './site-frame';

/** Everything that applies to every page once the site is known: title, theme, favicon, build watch. */
export function RootShell() {
  const site = useSiteContext();
  const handle = currentHandle(useMatches());
  const query = usePageQuery();

  useEffect(() => {
    document.title = siteTitle(site.env, site.language);
  }, [site.env, site.language]);

  useEffect(() => {
    // Spec §3: `pwa` is remembered so the web-app mode survives navigation without the parameter.
    if (query.entry.pwa !== null) localStorage.setItem('pwa', query.entry.pwa);
  }, [query.entry.pwa]);

  useSiteFavicon(site.siteId);
  useBuildWatch(__BUILD_ID__, import.meta.env.PROD);

  return (
    <LayoutModeProvider locked={handle.lockLayout}>
      <ThemedShell>
        <AccountShell siteId={site.siteId} env={site.env} entry={query.entry}>
          <SiteFrame chrome={handle.chrome} display={query.display} />
          <FastDepositBridge />
          <PopupBridge />
        </AccountShell>
        <RealtimeBridge />
        <GameReturnBridge />
        <MemberExtras />
      </ThemedShell>
    </LayoutModeProvider>
  );
}

/** The template follows the layout mode (desktop or mobile template), so it lives inside its provider. */
function ThemedShell({ children }: { children: ReactNode }) {
  const { theme, ready } = useTemplateTheme(useSiteContext(), useLayoutMode());
  return (
    <TemplateThemeProvider theme={theme}>
      {children}
      {ready ? <LoadingFadeOut /> : <LoadingScreen />}
    </TemplateThemeProvider>
  );
}

/** The account feature needs the layout mode (forced password change: dialog or page). */
function AccountShell(
  props: Omit<Parameters<typeof AccountRoot>[0], 'mode' | 'loginAside' | 'registerAside'>,
) {
  const mode = useLayoutMode();
  const { language } = useSiteContext();
  const modelVersion = mode === 'mobile' ? props.env.mobile_template : props.env.template;
  return (
    <AccountRoot
      {...props}
      mode={mode}
      loginAside={<LoginPictures siteId={props.siteId} language={language} modelVersion={modelVersion} />}
      registerAside={
        <RegisterBackground
          siteId={props.siteId}
          template={modelVersion}
          className="mt-4 aspect-[16/5] w-full rounded-field"
        />
      }
    />
  );
}
