import { AdminFooterList, AdminFooterSave } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { FooterAdmin } from './footer-admin';

export function registerFooterAdminRoutes(app: FastifyInstance, footer: FooterAdmin): void {
  registerAdminCall(app, AdminFooterList, ({ input }) => footer.list(input.site_id));
  registerAdminCall(app, AdminFooterSave, ({ input, staff, request }) =>
    footer.save(input, { staffId: staff!.staffId, ip: request.ip }),
  );
}
