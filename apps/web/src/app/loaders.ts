import type { QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { siteDetailQueryOptions } from '../features/site/api/site-detail';
import { decideRoute } from '../features/navigation/logic/route-rules';
import { applyLanguage } from '../i18n/instance';
import { readLanguageCookies, resolveInitialLanguage } from '../i18n/language-preference';

/**
 * Root: the site (resolved by host) and its language must be known before anything renders; the
 * loading screen shows meanwhile. If the site cannot be loaded, the error page still speaks the
 * member's stored language.
 */
export function rootLoader(queryClient: QueryClient) {
  return async () => {
    try {
      const site = await queryClient.ensureQueryData(siteDetailQueryOptions());
      await applyLanguage(resolveInitialLanguage(readLanguageCookies(), site.env_config.default_language));
      return null;
    } catch (error) {
      await applyLanguage(resolveInitialLanguage(readLanguageCookies(), undefined));
      throw error;
    }
  };
}

/** Spec §2 route rules for every page visit (first load and in-app navigation alike). */
export function routeRulesLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const site = await queryClient.ensureQueryData(siteDetailQueryOptions());
    const url = new URL(request.url);
    const decision = decideRoute({
      pathname: url.pathname,
      search: url.search,
      isProd: import.meta.env.PROD,
      redirects: site.env_config.redirects,
      origin: url.origin,
    });
    switch (decision.kind) {
      case 'redirect':
        if (decision.cookie) Cookies.set(decision.cookie.name, decision.cookie.value, { path: '/' });
        return redirect(decision.to);
      case 'external':
        window.location.assign(decision.url);
        // The document is being replaced; keep the router waiting instead of rendering the old route.
        return new Promise<never>(() => {});
      case 'not-found':
        throw notFound();
      case 'render':
        return null;
    }
  };
}

export function notFound() {
  return data(null, { status: 404, statusText: 'Not Found' });
}

/** Unknown paths (the `*` route). */
export function notFoundLoader(): never {
  throw notFound();
}
