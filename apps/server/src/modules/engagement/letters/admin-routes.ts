import { AdminLetterSend } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { LetterService } from './service';

export function registerLetterAdminRoutes(app: FastifyInstance, letters: LetterService): void {
  registerAdminCall(app, AdminLetterSend, ({ input, staff, request }) =>
    letters.send(input, { staffId: staff!.staffId, ip: request.ip }),
  );
}
