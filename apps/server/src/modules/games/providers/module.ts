/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import { providerSecretKey } from '../../../config';
import type { ModuleContext } from '../../../platform/module-context';
import { createStaffAuditWriter } from '../../accounts/staff';
import type { ProviderAdapter } from './adapter';
import { registerProviderAdminRoutes } from './admin-routes';
import { createProviderAdmin } from './admin-service';

export async function register(ctx: ModuleContext, providers: Map<string, ProviderAdapter>): Promise<void> {
  const { db, clock } = ctx;
  const admin = createProviderAdmin({
    db,
    clock,
    key: providerSecretKey(ctx.config),
    providers,
    audit: createStaffAuditWriter(db, clock),
  });
  await registerProviderAdminRoutes(ctx.app, admin);
}
