import { z } from 'zod';
import { bigintId } from '../ids';
import { ZAdminMemberSummary } from './members';
import { defineAdminCall } from './staff';

/**
 * The member page's tabs beyond the profile (roles: support and finance read; both write notes, the
 * desk that meets a fraud case first writes it down).
 */

const READERS = ['support', 'finance'] as const;
const memberId = bigintId({ coerce: true });
const page = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const paged = <T extends z.ZodType>(row: T) =>
  z.object({
    list: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

/** How a login got in: the password form, its security question, a third-party provider, a login ticket, registration. */
export const MEMBER_LOGIN_METHODS = [
  'password',
  'double_validation',
  'third_party',
  'ticket',
  'register',
] as const;
export const ZMemberLoginMethod = z.enum(MEMBER_LOGIN_METHODS);

export const ZAdminMemberLogin = z.object({
  id: z.number().int(),
  at: z.string(),
  ip: z.string(),
  /** Spec §9 device type (1 desktop ... 7 pwa) the client said, null when it said none. */
  device_type: z.number().int().nullable(),
  /** The device id (udid) the client sent, null when none. */
  udid: z.string().nullable(),
  user_agent: z.string().nullable(),
  method: ZMemberLoginMethod,
});

export const AdminMemberLogins = defineAdminCall({
  name: 'AdminMemberLogins',
  method: 'GET',
  path: '/members/:id/logins',
  roles: READERS,
  request: z.object({ id: memberId, page, page_size: pageSize }),
  data: paged(ZAdminMemberLogin),
});

/** What two members share: a device id, an address (registration or login), a bank account number, a phone. */
export const MEMBER_LINK_KINDS = ['device', 'ip', 'bank_account', 'phone'] as const;
export const ZMemberLinkKind = z.enum(MEMBER_LINK_KINDS);

export const ZAdminMemberLink = z.object({
  member: ZAdminMemberSummary,
  links: z.array(z.object({ kind: ZMemberLinkKind, value: z.string() })),
});

export const AdminMemberLinks = defineAdminCall({
  name: 'AdminMemberLinks',
  method: 'GET',
  path: '/members/:id/links',
  roles: READERS,
  request: z.object({ id: memberId }),
  data: z.object({
    list: z.array(ZAdminMemberLink),
    /** True when an address or device is shared so widely that only the first members are shown. */
    truncated: z.boolean(),
  }),
});

export const ZAdminMemberNote = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  staff_account: z.string(),
  body: z.string(),
  created_at: z.string(),
});

export const AdminMemberNotes = defineAdminCall({
  name: 'AdminMemberNotes',
  method: 'GET',
  path: '/members/:id/notes',
  roles: READERS,
  request: z.object({ id: memberId, page, page_size: pageSize }),
  data: paged(ZAdminMemberNote),
});

/** Notes are append-only: a wrong note is corrected by a later one, never edited away. */
export const AdminMemberNoteAdd = defineAdminCall({
  name: 'AdminMemberNoteAdd',
  method: 'POST',
  path: '/members/:id/notes',
  roles: READERS,
  request: z.object({ id: memberId, body: z.string().trim().min(1, 'body is required').max(2000) }),
  data: ZAdminMemberNote,
});

export const ZAdminMemberGameSession = z.object({
  id: z.number().int(),
  gp_id: z.string(),
  game_code: z.string(),
  started_at: z.string(),
  /** Null while the member is still in the game. */
  left_at: z.string().nullable(),
});

/** The member's game launches, newest first; the money moved to and from providers is in the ledger. */
export const AdminMemberGameSessions = defineAdminCall({
  name: 'AdminMemberGameSessions',
  method: 'GET',
  path: '/members/:id/game-sessions',
  roles: READERS,
  request: z.object({
    id: memberId,
    gp_id: z.string().trim().min(1).max(32).optional(),
    page,
    page_size: pageSize,
  }),
  data: paged(ZAdminMemberGameSession),
});

export const ZAdminMemberLetter = z.object({
  id: z.number().int(),
  /** In the staff member's language when the letter has it, else English, else any. */
  title: z.string(),
  staff_id: z.number().int().nullable(),
  sent_at: z.string(),
  read_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
});

export const AdminMemberLetters = defineAdminCall({
  name: 'AdminMemberLetters',
  method: 'GET',
  path: '/members/:id/letters',
  roles: READERS,
  request: z.object({ id: memberId, page, page_size: pageSize }),
  data: paged(ZAdminMemberLetter),
});
export type TMemberLinkKind = z.infer<typeof ZMemberLinkKind>;
