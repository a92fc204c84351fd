import { useLocation } from 'react-router';
import { useSession } from '../features/account/components/use-session';
import { PopupPromotion } from '../features/content/components/popup-promotion';
import { useLayoutMode } from '../features/layout/components/layout-mode-context';
import { resolveUserPage } from '../features/member-centre/logic/user-menu';
import { useSiteContext } from '../features/site/components/use-site-context';

/** Spec §4 display_location: the deposit page is location 3, anywhere else 2. */
function onDepositPage(pathname: string, search: string): boolean {
  if (pathname.toLowerCase() === '/deposit') return true;
  return pathname.startsWith('/user') && resolveUserPage(pathname, search) === 'Deposit';
}

/** The pop-up promotion over every page, for visitors and members (not the demo member). */
export function PopupBridge() {
  const { siteId, language } = useSiteContext();
  const session = useSession();
  const mode = useLayoutMode();
  const { pathname, search } = useLocation();
  if (session.isDemo) return null;
  return (
    <PopupPromotion
      siteId={siteId}
      language={language}
      mobile={mode === 'mobile'}
      memberId={session.loggedIn ? session.memberId : null}
      onDepositPage={onDepositPage(pathname, search)}
      hasModalQuery={new URLSearchParams(search).has('modal')}
    />
  );
}
