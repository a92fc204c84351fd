import { COOKIES, type GameHallId } from '@arks/contracts';
import { gameHallHref, isGameHallId } from '../../../lib/game-routes';
import { classifyTarget } from '../../../lib/link-target';

export interface RouteRedirect {
  from: string;
  to: string;
}

export type RouteDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string; cookie?: { name: string; value: string } }
  | { kind: 'external'; url: string }
  | { kind: 'not-found' };

export interface RouteRuleInput {
  pathname: string;
  search: string;
  /** import.meta.env.PROD: /register is only reachable in development builds. */
  isProd: boolean;
  /** env_config.redirects of the resolved site. */
  redirects: readonly RouteRedirect[];
  origin: string;
}

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const positiveId = /^[1-9]\d{0,9}$/;

/**
 * Spec §2 route rules, decided before a page renders. Operator redirects come first so a site can
 * override any built-in page; the built-in rules follow; param pages with impossible ids are 404s
 * ("route validity failure gives 404").
 */
export function decideRoute(input: RouteRuleInput): RouteDecision {
  const path = normalizePath(input.pathname);

  const serverRedirect = input.redirects.find((r) => normalizePath(r.from) === path);
  if (serverRedirect) {
    const target = classifyTarget(serverRedirect.to, input.origin);
    if (target.kind === 'external') return { kind: 'external', url: target.url };
    // A blocked protocol is refused: the visit continues as if no redirect were configured.
    if (target.kind === 'internal' && normalizePath(target.path.split(/[?#]/)[0] ?? '') !== path) {
      return { kind: 'redirect', to: target.path };
    }
  }

  // React Router matches paths case-insensitively, so the rules do too (/fastdeposit is /fastDeposit).
  const lower = path.toLowerCase();
  const segments = lower.split('/').filter(Boolean);
  const [first, second] = segments;

  if (lower === '/fastdeposit') {
    return { kind: 'redirect', to: '/', cookie: { name: COOKIES.isFastDeposit.name, value: 'true' } };
  }
  if (lower === '/register' && input.isProd) {
    return { kind: 'redirect', to: '/', cookie: { name: COOKIES.isRouteRegister.name, value: 'true' } };
  }
  if (lower === '/main' || lower === '/gamehall') return { kind: 'redirect', to: '/' };
  if (lower === '/slotgame') {
    const gtId = Number(new URLSearchParams(input.search).get('gt_id') ?? NaN);
    return isGameHallId(gtId) ? { kind: 'render' } : { kind: 'redirect', to: '/' };
  }
  if (first === 'gamehall' && second !== undefined && segments.length === 2) {
    const gtId = positiveId.test(second) ? Number(second) : NaN;
    if (!isGameHallId(gtId)) return { kind: 'not-found' };
    // The slot hall has its own page; keep one address per hall.
    return gtId === 2 ? { kind: 'redirect', to: gameHallHref(gtId as GameHallId) } : { kind: 'render' };
  }
  if ((first === 'main' || first === 'faq' || first === 'discount') && second !== undefined) {
    return segments.length === 2 && positiveId.test(second) ? { kind: 'render' } : { kind: 'not-found' };
  }
  return { kind: 'render' };
}
