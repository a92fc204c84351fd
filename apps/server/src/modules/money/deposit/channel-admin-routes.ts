import {
  AdminDepositChannelCreate,
  AdminDepositChannelList,
  AdminDepositChannelReorder,
  AdminDepositChannelSetActive,
  AdminDepositChannelUpdate,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf } from '../../accounts/staff';
import type { ChannelAdmin } from './channel-admin';

export function registerChannelAdminRoutes(app: FastifyInstance, svc: ChannelAdmin): void {
  registerAdminCall(app, AdminDepositChannelList, ({ input }) => svc.list(input));
  registerAdminCall(app, AdminDepositChannelCreate, ({ input, staff, request }) =>
    svc.create(actorOf(staff, request), input),
  );
  registerAdminCall(app, AdminDepositChannelUpdate, ({ input, staff, request }) =>
    svc.update(actorOf(staff, request), input),
  );
  registerAdminCall(app, AdminDepositChannelSetActive, ({ input, staff, request }) =>
    svc.setActive(actorOf(staff, request), input),
  );
  registerAdminCall(app, AdminDepositChannelReorder, ({ input, staff, request }) =>
    svc.reorder(actorOf(staff, request), input),
  );
}
