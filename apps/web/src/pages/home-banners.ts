import { siteCurrency, type TEnvConfig } from '@arks/contracts';
import type { SessionState } from '../features/account/logic/session-state';
import type { LayoutMode } from '../lib/layout-mode';

/**
 * Which large banners the home page shows: in the member's currency (else the site's first), in the
 * layout's shape (0 desktop, 2 mobile). One rule for the page and for the loader that asks early.
 */
/**
 * The currency of the game halls, the jackpot and the popular games: a real member's own (a demo
 * player's is not theirs), else the site's first. One rule for the halls and for the loader's seeds.
 */
export function hallCurrency(env: TEnvConfig, session: SessionState): string {
  const realMember = session.loggedIn && !session.isDemo;
  return (realMember ? session.currency : null) ?? siteCurrency(env);
}

export function homeBanners(env: TEnvConfig, session: SessionState, mode: LayoutMode) {
  return {
    currency: (session.loggedIn ? session.currency : null) ?? siteCurrency(env),
    useType: mode === 'mobile' ? (2 as const) : (0 as const),
  };
}
