import { AdminProviderList, AdminProviderSave } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../platform/register-admin-call';
import type { ProviderAdmin } from './provider-admin';

/** Other nodes learn of a saved provider within this long. */
const REFRESH_MS = 30_000;

export async function registerProviderAdmin(app: FastifyInstance, admin: ProviderAdmin): Promise<void> {
  await admin.refresh();
  const timer = setInterval(() => {
    admin.refresh().catch((err: unknown) => app.log.warn({ err }, 'provider refresh failed'));
  }, REFRESH_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  registerAdminCall(app, AdminProviderList, async () => ({ list: await admin.list() }));
  registerAdminCall(app, AdminProviderSave, ({ input, staff, request }) =>
    admin.save(input, { staffId: staff!.staffId, ip: request.ip }),
  );
}
