import { AdminLetterCancel, AdminLetterList, AdminLetterSend } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf } from '../../accounts/staff';
import type { LetterAdminService } from './admin-service';

export function registerLetterAdminRoutes(app: FastifyInstance, letters: LetterAdminService): void {
  registerAdminCall(app, AdminLetterSend, ({ input, staff, request }) =>
    letters.send(input, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminLetterList, ({ input }) => letters.list(input));
  registerAdminCall(app, AdminLetterCancel, ({ input, staff, request }) =>
    letters.cancel(input.id, input.reason, actorOf(staff, request)),
  );
}
