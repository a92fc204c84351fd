import { AdminProviderList, AdminProviderSave } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { ProviderAdmin } from './admin-service';

/** Other nodes learn of a saved provider within this long. */
const REFRESH_MS = 30_000;

export async function registerProviderAdminRoutes(app: FastifyInstance, admin: ProviderAdmin): Promise<void> {
  const refresh = () =>
    admin.refresh().catch((err: unknown) => app.log.warn({ err }, 'provider refresh failed'));
  // A database that is not there yet must not stop the start; the next refresh catches up.
  await refresh();
  const timer = setInterval(() => void refresh(), REFRESH_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  registerAdminCall(app, AdminProviderList, async () => ({ list: await admin.list() }));
  registerAdminCall(app, AdminProviderSave, ({ input, staff, request }) =>
    admin.save(input, { staffId: staff!.staffId, ip: request.ip }),
  );
}
