import { GAME_HALLS } from './constants';

/**
 * The member site's page routes (spec §2), one list for its router (apps/web/src/app/routes.tsx, whose
 * test holds the two equal) and for the server, which answers any other page address 404 with the
 * site's error page. `:id` is one path segment.
 */
export const PAGE_ROUTES = [
  '/',
  '/app',
  '/discount',
  '/discount/:id',
  '/faq',
  '/faq/:id',
  '/main',
  '/main/:id',
  '/gameHall',
  '/gameHall/:id',
  '/slotgame',
  '/sponsor',
  '/service',
  '/register',
  '/play',
  '/close',
  '/loading',
  '/Deposit',
  '/user',
  '/user/Deposit',
  '/user/Info',
  '/user/BindAccount',
  '/user/Withdrawal',
  '/proxy',
  '/fastPayment',
  '/fastDeposit',
  '/gameRoom',
  '/authCallback',
] as const;

/** Ids of /discount/{id}, /faq/{id}, /main/{id}: a positive integer the id columns can hold. */
const PAGE_ID = /^[1-9]\d{0,9}$/;

/** The ids a route's `:id` takes; the site's route rules show any other the error page. */
function idFits(route: string, id: string): boolean {
  if (!PAGE_ID.test(id)) return false;
  return route.toLowerCase() === '/gamehall/:id' ? id in GAME_HALLS : true;
}

/** Trailing slashes dropped; '' is '/'. */
export function normalizePagePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Whether an address opens one of the site's pages. Case does not matter (the router matches
 * regardless of case); an address that is not a page gets spec §2's 'Page Not Found'.
 */
export function isPageRoute(pathname: string): boolean {
  const segments = normalizePagePath(pathname).toLowerCase().split('/').filter(Boolean);
  return PAGE_ROUTES.some((route) => {
    const parts = route.toLowerCase().split('/').filter(Boolean);
    if (parts.length !== segments.length) return false;
    return parts.every((part, i) => (part === ':id' ? idFits(route, segments[i]!) : part === segments[i]));
  });
}
