import { AdminLetterSend, AdminMemberLetters } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { lettersOfMember } from './member-letters';
import type { LetterService } from './service';

export function registerLetterAdminRoutes(app: FastifyInstance, letters: LetterService, db: Db): void {
  registerAdminCall(app, AdminLetterSend, ({ input, staff, request }) =>
    letters.send(input, { staffId: staff!.staffId, ip: request.ip }),
  );
  registerAdminCall(app, AdminMemberLetters, ({ input, request }) =>
    lettersOfMember(db, input.id, request.lang, input.page, input.page_size),
  );
}
