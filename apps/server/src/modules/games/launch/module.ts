/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import { registerLaunchAdminRoutes } from './admin-routes';
import type { ModuleContext } from '../../../platform/module-context';
import type { LedgerService } from '../../money/ledger';
import type { ProviderAdapter } from '../providers';
import { createMemberLocks } from './member-lock';
import { registerGameRoutes } from './routes';
import { createGameService } from './service';

export function register(
  ctx: ModuleContext,
  needs: { ledger: LedgerService; providers: Map<string, ProviderAdapter> },
): void {
  const { app } = ctx;
  registerLaunchAdminRoutes(app, ctx.db);
  const locks = createMemberLocks(ctx.pool, app.log);
  app.addHook('onClose', () => locks.close());
  const games = createGameService({
    db: ctx.db,
    locks,
    ledger: needs.ledger,
    providers: needs.providers,
    clock: ctx.clock,
    events: ctx.events,
    realtime: ctx.realtime,
    onUndoFailed: (step, err) => app.log.error({ err, step }, 'game launch: undo failed'),
  });
  registerGameRoutes(app, ctx.calls, games);
  // Provider transfers whose answer never came: ask the provider, then post or void them.
  ctx.addJob({ name: 'provider-transfer-reconcile', cron: '* * * * *', run: () => games.reconcile() });
}
