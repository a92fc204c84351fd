/** Link kinds of a carousel picture (spec §3 Banner: link_type). */
export const BANNER_LINK_TYPE = { external: 0, internal: 1, game: 2 } as const;

export interface BannerGameLink {
  gt_id: number;
  gp_id: string;
  currency: string;
  gp_gt_name?: string;
  customized?: number;
}

export interface BannerLinkInput {
  url?: string | null;
  link_type: number;
  link_method: number;
  game_link_parameter?: BannerGameLink | null;
}

export type BannerAction =
  | { kind: 'none' }
  | { kind: 'navigate'; href: string; newTab: boolean }
  | { kind: 'game'; game: BannerGameLink };

/**
 * What a click on a banner does (spec §5): nothing in demo mode, nothing for an empty link, and
 * nothing for a game link made for another currency, since that game is not offered to this member.
 */
export function bannerAction(
  banner: BannerLinkInput,
  ctx: { isDemo: boolean; currency: string },
): BannerAction {
  if (ctx.isDemo) return { kind: 'none' };
  if (banner.link_type === BANNER_LINK_TYPE.game) {
    const game = banner.game_link_parameter;
    if (!game || !game.gp_id) return { kind: 'none' };
    if (game.currency !== ctx.currency) return { kind: 'none' };
    return { kind: 'game', game };
  }
  const href = (banner.url ?? '').trim();
  if (!href) return { kind: 'none' };
  return { kind: 'navigate', href, newTab: banner.link_method === 1 };
}

/**
 * Where a game banner leads: the provider's games in its hall. The slot hall (gt_id 2) is its own page
 * with a provider filter; other halls list every provider's games.
 */
export function gameLinkHref(game: Pick<BannerGameLink, 'gt_id' | 'gp_id'>): string {
  if (game.gt_id === 2) {
    return `/slotgame?${new URLSearchParams({ gt_id: '2', gp_id: game.gp_id, house: '0' })}`;
  }
  return `/gameHall/${game.gt_id}`;
}
