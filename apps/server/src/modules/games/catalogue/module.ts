/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import type { ModuleContext } from '../../../platform/module-context';
import { PROVIDERS_CACHE, type ProviderAdapter } from '../providers';
import { registerGameAdminRoutes } from './admin-routes';
import { createGameAdmin } from './admin-service';
import { createHallAdmin } from './hall-settings';
import { createJackpots } from './jackpots';
import { createQuickBet } from './quickbet';
import { registerCatalogueRoutes, registerDemoRoutes } from './routes';
import { createCatalogueService } from './service';

/** The name every node drops its cached game lists by after staff change games or halls. */
const CATALOGUE_CACHE = 'games/catalogue';

export function register(ctx: ModuleContext, needs: { providers: Map<string, ProviderAdapter> }): void {
  const { app, db, clock, calls } = ctx;
  const { providers } = needs;
  const catalogue = createCatalogueService({
    db,
    reachable: () => [...providers.keys()],
    cacheMs: ctx.readCacheMs,
  });
  // Visitors' lists are kept twice: the game rows, then the finished answers.
  const forget = () => {
    catalogue.forget();
    calls.visitorAnswers?.clear();
  };
  ctx.caches.on(CATALOGUE_CACHE, forget);
  ctx.caches.on(PROVIDERS_CACHE, forget);
  const invalidate = () => ctx.caches.invalidate(CATALOGUE_CACHE);
  const jackpots = createJackpots({ db, providers, clock });
  registerCatalogueRoutes(app, calls, catalogue, jackpots, createQuickBet({ db }));
  registerDemoRoutes(app, calls, catalogue, providers);
  registerGameAdminRoutes(
    app,
    createGameAdmin({ db, clock, invalidate }),
    createHallAdmin({ db, clock, invalidate }),
  );
  // Providers' progressive jackpot pools, for /v2/get_jackpot; also once at start.
  ctx.addJob({
    name: 'game-jackpot-refresh',
    cron: '* * * * *',
    run: () => jackpots.refresh(),
    runAtStart: true,
  });
}
