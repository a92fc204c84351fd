import { AdminLetterCancel, AdminLetterList, AdminLetterSend, AdminMemberLetters } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf } from '../../accounts/staff';
import type { LetterAdminService } from './admin-service';
import { lettersOfMember } from './member-letters';

export function registerLetterAdminRoutes(app: FastifyInstance, letters: LetterAdminService, db: Db): void {
  registerAdminCall(app, AdminLetterSend, ({ input, staff, request }) =>
    letters.send(input, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminLetterList, ({ input }) => letters.list(input));
  registerAdminCall(app, AdminLetterCancel, ({ input, staff, request }) =>
    letters.cancel(input.id, input.reason, actorOf(staff, request)),
  );
  registerAdminCall(app, AdminMemberLetters, ({ input, request }) =>
    lettersOfMember(db, input.id, request.lang, input.page, input.page_size),
  );
}
