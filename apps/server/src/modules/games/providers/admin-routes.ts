import {
  AdminProviderDetail,
  AdminProviderList,
  AdminProviderLists,
  AdminProviderListsSave,
  AdminProviderSave,
  AdminProviderTransferList,
  AdminProviderTransferRecheck,
  AdminProviderTransferResolve,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf } from '../../accounts/staff';
import type { ProviderAdmin } from './admin-service';
import type { ProviderListAdmin } from './provider-lists';
import type { TransferDesk } from './transfer-desk';

/** Other nodes learn of a saved provider within this long. */
const REFRESH_MS = 30_000;

export async function registerProviderAdminRoutes(
  app: FastifyInstance,
  admin: ProviderAdmin,
  desk: TransferDesk,
  lists: ProviderListAdmin,
): Promise<void> {
  const refresh = () =>
    admin.refresh().catch((err: unknown) => app.log.warn({ err }, 'provider refresh failed'));
  // A database that is not there yet must not stop the start; the next refresh catches up.
  await refresh();
  const timer = setInterval(() => void refresh(), REFRESH_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  registerAdminCall(app, AdminProviderList, ({ input }) => admin.page(input));
  registerAdminCall(app, AdminProviderDetail, ({ input }) => admin.detail(input.gp_id));
  registerAdminCall(app, AdminProviderSave, ({ input, staff, request }) =>
    admin.save(input, { staffId: staff!.staffId, ip: request.ip }),
  );
  registerAdminCall(app, AdminProviderLists, ({ input }) => lists.get(input.site_id));
  registerAdminCall(app, AdminProviderListsSave, ({ input, staff, request }) =>
    lists.save(input, { staffId: staff!.staffId, ip: request.ip }),
  );
  registerAdminCall(app, AdminProviderTransferList, ({ input }) => desk.list(input));
  registerAdminCall(app, AdminProviderTransferRecheck, ({ input, staff, request }) =>
    desk.recheck(actorOf(staff, request), input.id),
  );
  registerAdminCall(app, AdminProviderTransferResolve, ({ input, staff, request }) =>
    desk.resolve(actorOf(staff, request), input),
  );
}
