import {
  AdminBetFeedGapList,
  AdminBetFeedGapResolve,
  AdminBetFeedList,
  AdminBetFeedRepull,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf } from '../../accounts/staff';
import type { BetFeedDesk } from './admin-service';

export function registerBetFeedAdminRoutes(app: FastifyInstance, desk: BetFeedDesk): void {
  registerAdminCall(app, AdminBetFeedList, () => desk.list());
  registerAdminCall(app, AdminBetFeedGapList, ({ input }) => desk.gaps(input));
  registerAdminCall(app, AdminBetFeedRepull, ({ input, staff, request }) =>
    desk.repull(actorOf(staff, request), input),
  );
  registerAdminCall(app, AdminBetFeedGapResolve, ({ input, staff, request }) =>
    desk.resolveGap(actorOf(staff, request), input),
  );
}
