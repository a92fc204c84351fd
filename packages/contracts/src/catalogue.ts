import { z } from 'zod';
import { bigintId } from './ids';
import { defineCall } from './call';
import { httpUrl } from './safe-url';
import { ZSiteScoped } from './site';

/**
 * The game catalogue calls of spec §7, answered from the database, plus a search the spec does not
 * have (our addition: by name, provider, tag and hall). Lists only show games of active providers
 * available for the site, currency and device asked about.
 */
const flag = z.union([z.literal(0), z.literal(1)]);
const device = z.coerce.number().int().min(0).max(2).default(0);
const currency = z.string().min(2).max(8);

/** A game item (spec §3). */
/**
 * How a game opens (spec §4): a named window, a modal over the site, the in-page /play route, or the
 * page itself going to the game. App and mobile force window or redirect (games/game-launch logic).
 */
export const GAME_OPEN_MODES = ['window', 'modal', 'page', 'redirect'] as const;
export type GameOpenMode = (typeof GAME_OPEN_MODES)[number];

export const ZGameItem = z.object({
  id: z.number().int(),
  game_id: z.number().int(),
  gp_id: z.string(),
  gp_name: z.string(),
  gp_gt_name: z.string(),
  gt_id: z.number().int(),
  game_type: z.number().int(),
  game_code: z.string(),
  game_name: z.string(),
  house: flag,
  customized: flag,
  icon_light: z.string().nullable(),
  tags: z.array(z.string()),
  member_favorite: flag,
  /** 1 when visitors may try it with pretend money (/demo/play). */
  demo: flag,
  /** The provider's open mode for this game type (staff set it per provider). */
  open_mode: z.enum(GAME_OPEN_MODES),
});
export type TGameItem = z.infer<typeof ZGameItem>;

export const GameList = defineCall({
  name: 'GameList',
  method: 'POST',
  path: '/v3/game_list',
  auth: 'public',
  request: ZSiteScoped.extend({ currency, support_device: device, template: z.string().max(64).optional() }),
  data: z.array(
    z.object({
      gt_id: z.number().int(),
      gt_name: z.string(),
      gt_icon: z.string().nullable(),
      gt_icon_active: z.string().nullable(),
      gp_list: z.array(z.object({ gp_id: z.string(), gp_name: z.string(), game_count: z.number().int() })),
    }),
  ),
});

export const GameLabel = defineCall({
  name: 'GameLabel',
  method: 'POST',
  path: '/v2/game_label',
  auth: 'public',
  request: ZSiteScoped.extend({
    currency,
    device,
    gp_id: z.string().max(32).optional(),
    game_type_id: z.coerce.number().int().min(2).max(9),
    house: z.coerce.number().int().min(0).max(1).optional(),
  }),
  data: z.object({
    list: z.array(z.object({ id: z.number().int(), tag: z.string(), game_list: z.array(ZGameItem) })),
    main: z.array(ZGameItem),
  }),
});

export const TagGameList = defineCall({
  name: 'TagGameList',
  method: 'POST',
  path: '/v2/get_tag_game_list',
  auth: 'public',
  request: ZSiteScoped.extend({
    currency,
    support_device: device,
    tag: z.string().min(1).max(16),
    gt_id: z.coerce.number().int().min(2).max(9).optional(),
  }),
  data: z.object({ info: z.array(ZGameItem) }),
});

/**
 * Spec /v2/get_template_game_list answers `info`; what a template lists is not shown. Here it is the
 * site's games hall by hall (gt_id order, staff's sort within a hall, at most TEMPLATE_HALL_GAMES per
 * hall): what a template's home shows under each hall heading.
 */
export const TEMPLATE_HALL_GAMES = 12;
export const TemplateGameList = defineCall({
  name: 'TemplateGameList',
  method: 'POST',
  path: '/v2/get_template_game_list',
  auth: 'public',
  request: ZSiteScoped.extend({ currency, support_device: device }),
  data: z.object({
    info: z.array(z.object({ gt_id: z.number().int(), gt_name: z.string(), game_list: z.array(ZGameItem) })),
  }),
});

export const HotGames = defineCall({
  name: 'HotGames',
  method: 'POST',
  path: '/arks/web/member-games/hot-games',
  auth: 'public',
  request: ZSiteScoped.extend({ currency, gt_id: z.coerce.number().int().min(2).max(9).optional() }),
  data: z.object({ list: z.array(ZGameItem) }),
});

/**
 * The progressive jackpots of the site's providers in this currency, summed (spec §7). The total is a
 * decimal in major units; the site shows it with 10 integer digits (`padJackpot`). "0" when no
 * provider reports a jackpot in this currency.
 */
export const GetJackpot = defineCall({
  name: 'GetJackpot',
  method: 'POST',
  path: '/v2/get_jackpot',
  auth: 'public',
  request: ZSiteScoped.extend({ currency }),
  data: z.object({ currency: z.string(), jackpot_amount_total: z.string() }),
});

/**
 * The sports quick-bet widget (spec §7): the address of the sport provider's quick-bet page for this
 * site, currency, device and domain. Staff set a provider's `quickbet_url`; 404 when none is offered.
 */
export const SportQuickBetUrl = defineCall({
  name: 'SportQuickBetUrl',
  method: 'POST',
  path: '/arks/web/game/sport-quickbet-url',
  auth: 'public',
  request: ZSiteScoped.extend({
    currency,
    support_device: device,
    domain: z.string().trim().min(1).max(253),
  }),
  data: z.object({ detail: z.object({ url: z.string(), gp_id: z.string() }) }),
});

/**
 * Whether an address handed out by sport-quickbet-url can be shown in a frame here (it answers, and
 * neither X-Frame-Options nor CSP frame-ancestors forbids it). Only quick-bet addresses are checked.
 */
export const CheckIframe = defineCall({
  name: 'CheckIframe',
  method: 'POST',
  path: '/check_iframe',
  auth: 'public',
  request: z.object({ url: z.url({ protocol: /^https?$/ }).max(2000) }),
  data: z.object({ url: z.string(), embeddable: z.literal(true) }),
});

export const LastPlayingGame = defineCall({
  name: 'LastPlayingGame',
  method: 'POST',
  path: '/arks/web/member-games/last-playing-game',
  auth: 'member',
  request: z.object({}),
  data: z.object({ list: z.array(ZGameItem) }),
});

export const FavoriteStore = defineCall({
  name: 'FavoriteStore',
  method: 'POST',
  path: '/arks/web/member-games/favorite/store',
  auth: 'member',
  request: z.object({
    data: z
      .array(
        z.object({
          game_id: bigintId({ coerce: true }),
          status: z.coerce.number().int().min(0).max(1),
        }),
      )
      .max(100),
  }),
  data: z.object({ list: z.array(ZGameItem) }),
});

export const GameSearch = defineCall({
  name: 'GameSearch',
  method: 'POST',
  path: '/v2/game_search',
  auth: 'public',
  request: ZSiteScoped.extend({
    currency,
    support_device: device,
    q: z.string().trim().max(64).optional(),
    gp_id: z.string().max(32).optional(),
    tag: z.string().max(16).optional(),
    gt_id: z.coerce.number().int().min(2).max(9).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(30),
  }),
  data: z.object({ list: z.array(ZGameItem), total: z.number().int() }),
});

/**
 * Demo play (spec §7): no login, no money. The spec names four third-party demo providers; here the
 * demo list is every reachable provider's games that staff mark `demo` (the house games ship marked).
 */
export const DemoHalls = defineCall({
  name: 'DemoHalls',
  method: 'POST',
  path: '/demo/gt_games',
  auth: 'public',
  request: ZSiteScoped.extend({ support_device: device, currency, template: z.string().max(64).optional() }),
  data: z.object({
    data: z.array(
      z.object({
        gt_id: z.number().int(),
        gt_name: z.string(),
        gp_list: z.array(z.object({ gp_id: z.string(), gp_name: z.string(), game_count: z.number().int() })),
      }),
    ),
  }),
});

export const DemoProviderGames = defineCall({
  name: 'DemoProviderGames',
  method: 'POST',
  path: '/demo/gp_games',
  auth: 'public',
  request: ZSiteScoped.extend({
    currency,
    device,
    gp_id: z.string().min(1).max(32),
    game_type_id: z.coerce.number().int().min(2).max(9).optional(),
    house: z.coerce.number().int().min(0).max(1).optional(),
  }),
  data: z.object({ data: z.array(ZGameItem) }),
});

export const DemoPlay = defineCall({
  name: 'DemoPlay',
  method: 'POST',
  path: '/demo/play',
  auth: 'public',
  request: ZSiteScoped.extend({
    currency,
    device,
    gp_id: z.string().min(1).max(32),
    game_type: z.coerce.number().int().min(2).max(9).optional(),
    game_code: z.string().min(1).max(64),
    house: z.coerce.number().int().min(0).max(1).optional(),
    lobby_url: httpUrl(500).optional(),
  }),
  data: z.object({ game_url: z.string() }),
});
