import { siteCurrency } from '@arks/contracts';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useLoginDialog } from '../features/account/components/login-dialog-provider';
import { useSession } from '../features/account/components/use-session';
import { useLayoutMode } from '../features/layout/components/layout-mode-context';
import { useSiteContext } from '../features/site/components/use-site-context';
import { hallCurrency } from './home-banners';

/**
 * What a game hall needs from the rest of the site: the site and currency (the member's own, else
 * the site's first), the layout, the session, and a way to ask a visitor to log in.
 */
export function useHallProps() {
  const { siteId, env } = useSiteContext();
  const session = useSession();
  const mode = useLayoutMode();
  const loginDialog = useLoginDialog();
  const { pathname, search } = useLocation();
  const requireLogin = useCallback(
    () =>
      loginDialog.open({ tab: 'login', warning: 'please_login_title', redirectTo: `${pathname}${search}` }),
    [loginDialog, pathname, search],
  );
  const realMember = session.loggedIn && !session.isDemo;
  return {
    siteId,
    currency: hallCurrency(env, session),
    mobile: mode === 'mobile',
    loggedIn: realMember,
    memberId: realMember ? session.memberId : null,
    requireLogin,
    serviceUrl: env.customer_service_url,
    /** The hall list's source: the site in its first currency, the same for everyone (one cached list). */
    hallSource: { siteId, currency: siteCurrency(env) },
  };
}
