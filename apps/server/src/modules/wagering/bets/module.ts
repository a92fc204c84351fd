/**
 * How app.ts registers this module: the bet feed pull job and the staff's bet feed desk, the members'
 * bet list and the staff's bet search.
 */
import type { ModuleContext } from '../../../platform/module-context';
import { findMembers } from '../../accounts/member';
import { activeProviderIds, type ProviderAdapter } from '../../games/providers';
import { createBetFeedDesk } from './admin-service';
import { registerBetAdminRoutes } from './admin-routes';
import { registerBetFeedAdminRoutes } from './feed-admin-routes';
import { createBetFeedPuller, type BetFeedPullOptions } from './feed-pull';
import { cachedMemberLookup } from './ingest';
import { registerBetRoutes } from './routes';

export function register(
  ctx: ModuleContext,
  needs: { providers: Map<string, ProviderAdapter>; pull?: Partial<BetFeedPullOptions> },
) {
  const { db } = ctx;
  const pulledProviders = async () => (await activeProviderIds(db)).filter((gp) => needs.providers.has(gp));
  const puller = createBetFeedPuller({
    db,
    clock: ctx.clock,
    providers: needs.providers,
    activeProviders: () => activeProviderIds(db),
    members: cachedMemberLookup((ids) => findMembers(db, ids)),
    options: needs.pull,
  });
  registerBetRoutes(ctx.app, ctx.calls, db);
  registerBetAdminRoutes(ctx.app, db);
  registerBetFeedAdminRoutes(ctx.app, createBetFeedDesk({ db, clock: ctx.clock, pulledProviders }));
  // Every minute: each active provider's feed from where it stands, then any re-pull staff queued.
  ctx.addJob({ name: 'bet-feed-pull', cron: '* * * * *', run: () => puller.pullAll(), runAtStart: true });
  return { puller };
}
