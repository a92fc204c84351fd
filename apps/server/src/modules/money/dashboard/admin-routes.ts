import { AdminDashboard, AdminReviewWaiting, type CurrencyCode } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { DashboardService } from './service';

export function registerDashboardAdminRoutes(app: FastifyInstance, svc: DashboardService): void {
  registerAdminCall(app, AdminDashboard, ({ input }) =>
    svc.overview(input.site_id, input.currency as CurrencyCode),
  );
  registerAdminCall(app, AdminReviewWaiting, ({ input }) => svc.waiting({ siteId: input.site_id }));
}
