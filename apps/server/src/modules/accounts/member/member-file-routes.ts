import { AdminMemberLinks, AdminMemberLogins, AdminMemberNoteAdd, AdminMemberNotes } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf } from '../staff';
import type { MemberFileService } from './member-file-service';

/** /api/admin/members/:id/logins, links and notes: the member page's fraud-review tabs. */
export function registerMemberFileRoutes(app: FastifyInstance, file: MemberFileService): void {
  registerAdminCall(app, AdminMemberLogins, ({ input }) =>
    file.logins(input.id, input.page, input.page_size),
  );
  registerAdminCall(app, AdminMemberLinks, ({ input }) => file.links(input.id));
  registerAdminCall(app, AdminMemberNotes, ({ input }) => file.notes(input.id, input.page, input.page_size));
  registerAdminCall(app, AdminMemberNoteAdd, ({ input, staff, request }) =>
    file.addNote(input.id, input.body, actorOf(staff, request)),
  );
}
