/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import type { ModuleContext } from '../../../platform/module-context';
import { createLiveBalance, findProvider, type ProviderAdapter } from '../../games/providers';
import type { LedgerService } from '../ledger';
import { bridgeDomainEvents } from './member-events';
import { registerWalletRoutes } from './routes';
import { createWalletService } from './service';

export type WalletService = ReturnType<typeof createWalletService>;

export function register(
  ctx: ModuleContext,
  needs: { ledger: LedgerService; providers: Map<string, ProviderAdapter> },
): WalletService {
  const { app, db } = ctx;
  const wallet = createWalletService({
    db,
    ledger: needs.ledger,
    providerName: async (gpId) => (await findProvider(db, gpId))?.name,
    providerBalance: createLiveBalance(needs.providers),
  });
  registerWalletRoutes(app, ctx.calls, wallet);
  // The member's balance and deposit events go out on the member's realtime channel.
  const unbridge = bridgeDomainEvents({
    events: ctx.events,
    ledger: needs.ledger,
    realtime: ctx.realtime,
    log: app.log,
  });
  app.addHook('preClose', async () => unbridge());
  return wallet;
}
