/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import { providerSecretKey } from '../../../config';
import type { ModuleContext } from '../../../platform/module-context';
import type { LedgerService } from '../../money/ledger';
import { PROVIDERS_CACHE } from './providers';
import type { ProviderAdapter } from './adapter';
import { registerProviderAdminRoutes } from './admin-routes';
import { createProviderAdmin } from './admin-service';
import { createProviderListAdmin } from './provider-lists';
import { createProviderWalletService } from './service';
import { createTransferDesk, transferCheckRecorder } from './transfer-desk';

export async function register(
  ctx: ModuleContext,
  needs: { providers: Map<string, ProviderAdapter>; ledger: LedgerService },
): Promise<void> {
  const { db, clock } = ctx;
  const { providers, ledger } = needs;
  const invalidate = () => ctx.caches.invalidate(PROVIDERS_CACHE);
  const admin = createProviderAdmin({
    db,
    clock,
    key: providerSecretKey(ctx.config),
    providers,
    invalidate,
  });
  // Registered before the game lists' drop (app.ts registers this module first), so a node drops its
  // lists only once its provider map is current.
  ctx.caches.on(PROVIDERS_CACHE, () => admin.refresh());
  const wallets = createProviderWalletService({
    ledger,
    providers,
    clock,
    events: ctx.events,
    recordCheck: transferCheckRecorder(db, clock),
  });
  const desk = createTransferDesk({ db, ledger, wallets, clock, events: ctx.events });
  await registerProviderAdminRoutes(ctx.app, admin, desk, createProviderListAdmin({ db, clock, invalidate }));
}
