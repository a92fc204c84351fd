/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import { providerSecretKey, sandboxGatewayEnabled, sandboxGatewaySecret } from '../../../config';
import type { ModuleContext } from '../../../platform/module-context';
import type { LedgerService } from '../ledger';
import { registerDepositAdminRoutes } from './admin-routes';
import { createChannelAdmin } from './channel-admin';
import { registerChannelAdminRoutes } from './channel-admin-routes';
import { gatewaySecrets } from './gateway';
import { registerDepositRoutes } from './routes';
import { registerSandboxGateway } from './sandbox-gateway';
import { createDepositService } from './service';

export async function register(ctx: ModuleContext, needs: { ledger: LedgerService }): Promise<void> {
  const { app, config, clock } = ctx;
  const deposits = createDepositService({
    db: ctx.db,
    clock,
    ledger: needs.ledger,
    events: ctx.events,
    gatewaySecret: gatewaySecrets({
      sealKey: providerSecretKey(config),
      sandboxSecret: sandboxGatewaySecret(config),
    }),
    sandboxEnabled: sandboxGatewayEnabled(config),
  });
  registerDepositRoutes(app, ctx.calls, deposits);
  registerDepositAdminRoutes(app, deposits);
  registerChannelAdminRoutes(
    app,
    createChannelAdmin({ db: ctx.db, clock, sealKey: providerSecretKey(config) }),
  );
  if (sandboxGatewayEnabled(config)) {
    await registerSandboxGateway(app, { secret: sandboxGatewaySecret(config), now: () => clock.now() });
  }
}
