import {
  DemoHalls,
  DemoPlay,
  DemoProviderGames,
  FavoriteStore,
  GameLabel,
  GameList,
  GameSearch,
  CheckIframe,
  GetJackpot,
  SportQuickBetUrl,
  HotGames,
  LastPlayingGame,
  TagGameList,
  TEMPLATE_HALL_GAMES,
  TemplateGameList,
} from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import { appPlatformOf } from '../../../platform/app-platform';
import { readToken } from '../../../platform/auth-guard';
import type { ProviderAdapter } from '../providers';
import { GameErrors } from '../launch';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { CatalogueService, Viewer } from './service';
import type { Jackpots } from './jackpots';
import type { QuickBet } from './quickbet';
import { walletOwner } from '../launch';

const tags = ['games'];

/** Public lists still mark a logged-in member's favourites; an absent or stale token is a visitor. */
async function optionalMemberId(app: FastifyInstance, request: FastifyRequest): Promise<number | undefined> {
  const token = readToken(request.headers.authorization);
  return token ? (await app.sessions.verify(token))?.memberId : undefined;
}

export function registerCatalogueRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  catalogue: CatalogueService,
  jackpots: Jackpots,
  quickBet: QuickBet,
): void {
  const viewer = async (
    request: FastifyRequest,
    siteId: number,
    currency: string,
    device: number,
  ): Promise<Viewer> => ({
    siteId,
    currency,
    device,
    lang: request.lang,
    memberId: await optionalMemberId(app, request),
    platform: appPlatformOf(request.headers['user-agent']),
  });
  /** A member's own catalogue view: their site, currency and (desktop) device. */
  const memberViewer = async (request: FastifyRequest) => {
    const owner = await walletOwner(app.db, request.member!.memberId);
    return {
      siteId: owner!.siteId,
      currency: owner!.currency,
      device: 0,
      lang: request.lang,
      memberId: owner!.memberId,
      platform: appPlatformOf(request.headers['user-agent']),
    };
  };

  registerCall(
    app,
    deps,
    GameList,
    async ({ site, input, request }) =>
      catalogue.halls(await viewer(request, site.id, input.currency, input.support_device)),
    { tags, visitorCache: true },
  );
  registerCall(
    app,
    deps,
    GameLabel,
    async ({ site, input, request }) =>
      catalogue.labels(await viewer(request, site.id, input.currency, input.device), {
        gtId: input.game_type_id,
        gpId: input.gp_id,
        house: input.house === undefined ? undefined : input.house === 1,
      }),
    { tags },
  );
  registerCall(
    app,
    deps,
    TagGameList,
    async ({ site, input, request }) => ({
      info: await catalogue.byTag(
        await viewer(request, site.id, input.currency, input.support_device),
        input.tag,
        input.gt_id,
      ),
    }),
    { tags },
  );
  registerCall(
    app,
    deps,
    TemplateGameList,
    async ({ site, input, request }) => ({
      info: await catalogue.byHall(
        await viewer(request, site.id, input.currency, input.support_device),
        TEMPLATE_HALL_GAMES,
      ),
    }),
    { tags, visitorCache: true },
  );
  registerCall(
    app,
    deps,
    HotGames,
    async ({ site, input, request }) => ({
      list: await catalogue.byTag(await viewer(request, site.id, input.currency, 0), 'hot', input.gt_id),
    }),
    { tags, visitorCache: true },
  );
  registerCall(
    app,
    deps,
    GameSearch,
    async ({ site, input, request }) =>
      catalogue.search(
        await viewer(request, site.id, input.currency, input.support_device),
        { q: input.q || undefined, gpId: input.gp_id, tag: input.tag, gtId: input.gt_id },
        input.page,
        input.page_size,
      ),
    { tags },
  );
  registerCall(
    app,
    deps,
    GetJackpot,
    async ({ input }) => ({
      currency: input.currency,
      jackpot_amount_total: await jackpots.total(input.currency),
    }),
    { tags },
  );
  registerCall(
    app,
    deps,
    SportQuickBetUrl,
    async ({ site, input, request }) =>
      quickBet.url({
        siteId: site.id,
        currency: input.currency,
        device: input.support_device,
        domain: input.domain,
        lang: request.lang,
      }),
    { tags },
  );
  registerCall(
    app,
    deps,
    CheckIframe,
    // The frame's host is this site: its origin is what frame-ancestors must allow.
    async ({ input, request }) => quickBet.check(input.url, `${request.protocol}://${request.host}`),
    { tags },
  );
  registerCall(
    app,
    deps,
    LastPlayingGame,
    async ({ request }) => ({
      list: await catalogue.recent(await memberViewer(request)),
    }),
    { tags },
  );
  registerCall(
    app,
    deps,
    FavoriteStore,
    async ({ input, request }) => ({
      list: await catalogue.storeFavorites(await memberViewer(request), input.data),
    }),
    { tags },
  );
}

/** Demo play: catalogue lists limited to demo games, and a launch without player or money. */
export function registerDemoRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  catalogue: CatalogueService,
  providers: Map<string, ProviderAdapter>,
): void {
  const visitor = (request: FastifyRequest, siteId: number, currency: string, device: number): Viewer => ({
    siteId,
    currency,
    device,
    lang: request.lang,
    platform: appPlatformOf(request.headers['user-agent']),
  });
  registerCall(
    app,
    deps,
    DemoHalls,
    async ({ site, input, request }) => ({
      data: await catalogue.halls(
        visitor(request, site.id, input.currency, input.support_device),
        { demo: true },
        true,
      ),
    }),
    { tags },
  );
  registerCall(
    app,
    deps,
    DemoProviderGames,
    async ({ site, input, request }) => ({
      data: await catalogue.demoGames(
        visitor(request, site.id, input.currency, input.device),
        input.gp_id,
        input.game_type_id,
      ),
    }),
    { tags },
  );
  registerCall(
    app,
    deps,
    DemoPlay,
    async ({ site, input, request }) => {
      const v = visitor(request, site.id, input.currency, input.device);
      const game = await catalogue.demoGame(v, input.gp_id, input.game_code);
      const adapter = providers.get(input.gp_id);
      if (!game || !adapter) throw new AppError(GameErrors.unavailable);
      const launched = await adapter.launch({
        playerId: null,
        gameCode: input.game_code,
        currency: input.currency,
        lang: request.lang,
        lobbyUrl: input.lobby_url ?? demoLobby(site.publicOrigin),
      });
      if (launched.kind !== 'ok') throw new AppError(GameErrors.startFailed);
      return { game_url: launched.value.url };
    },
    { tags },
  );
}

/**
 * Where a demo game returns when the client names no lobby: the site's configured public origin, never
 * the request's Host (which the caller chooses). A site without one needs the client's lobby_url.
 */
function demoLobby(publicOrigin: string | null): string {
  if (!publicOrigin) {
    throw new AppError(PlatformErrors.badRequest, {
      message: 'lobby_url: required on a site without a public origin',
    });
  }
  return `${publicOrigin}/close`;
}
