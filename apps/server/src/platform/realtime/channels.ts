import {
  STAFF_QUEUE_LISTS,
  STAFF_QUEUES,
  staffMayCall,
  type StaffQueue,
  type SubscribeResult,
  type TStaffRole,
} from '@arks/contracts';

/** What a channel name asks for; `null` for names no client may subscribe to. */
export type ChannelKind =
  | { kind: 'public' }
  | { kind: 'member'; memberId: number }
  | { kind: 'member-currency'; currency: string }
  | { kind: 'presence'; currency: string }
  | { kind: 'staff'; queue: StaffQueue; siteId: number | null };

export interface SocketStaff {
  id: number;
  role: TStaffRole;
  /** The staff session the connection was opened with (its id, never its token). */
  sessionId: string;
}

export interface SocketMember {
  id: number;
  account: string;
  currency: string;
  siteId: number;
}

const CURRENCY = '([A-Z]{3,5})';
const PATTERNS: [RegExp, (m: RegExpExecArray) => ChannelKind][] = [
  [/^(web_member|bob_mobile_template)$/, () => ({ kind: 'public' })],
  [new RegExp(`^web_api\\.${CURRENCY}$`), () => ({ kind: 'public' })],
  [/^[a-z0-9]{1,40}_template$/, () => ({ kind: 'public' })],
  [/^member\.(\d{1,15})$/, (m) => ({ kind: 'member', memberId: Number(m[1]) })],
  [new RegExp(`^member\\.${CURRENCY}$`), (m) => ({ kind: 'member-currency', currency: m[1]! })],
  [new RegExp(`^presence-member\\.${CURRENCY}$`), (m) => ({ kind: 'presence', currency: m[1]! })],
  [
    new RegExp(`^staff\\.(${STAFF_QUEUES.join('|')})(?:\\.(\\d{1,9}))?$`),
    (m) => ({ kind: 'staff', queue: m[1] as StaffQueue, siteId: m[2] ? Number(m[2]) : null }),
  ],
];

export function classifyChannel(channel: string): ChannelKind | null {
  for (const [pattern, kind] of PATTERNS) {
    const match = pattern.exec(channel);
    if (match) return kind(match);
  }
  return null;
}

type Refusal = Extract<SubscribeResult, { ok: false }>['error'];

/**
 * Public channels are open to anyone; a staff queue to staff who may read that queue's list (the
 * API's own rule); the others only to the member they are about.
 */
export function authorizeChannel(
  kind: ChannelKind,
  member: SocketMember | null,
  staff: SocketStaff | null = null,
): Refusal | null {
  if (kind.kind === 'public') return null;
  if (kind.kind === 'staff') {
    if (!staff) return 'unauthorized';
    return staffMayCall(staff.role, STAFF_QUEUE_LISTS[kind.queue]) ? null : 'forbidden';
  }
  if (!member) return 'unauthorized';
  if (kind.kind === 'member') return kind.memberId === member.id ? null : 'forbidden';
  return kind.currency === member.currency ? null : 'forbidden';
}

/**
 * The socket.io room behind a channel. Sites share one server, so every channel but a member's own
 * (member ids are unique across sites) is scoped to the site: `web_member` of site 1 is not site 2's.
 */
export function channelRoom(siteId: number, channel: string, kind: ChannelKind): string {
  if (kind.kind === 'staff') return `st|${channel}`;
  return kind.kind === 'member' ? `m|${channel}` : `s${siteId}|${channel}`;
}

/** Internal rooms (never subscribable) that find every socket of one login or one member. */
export const familyRoom = (familyId: string) => `f|${familyId}`;
export const memberSocketsRoom = (memberId: number) => `a|${memberId}`;
/** Every logged-in member socket of one site and currency: who is online, for the dashboard. */
/** Every socket of one staff session, and of one staff member: ended sessions are cut through them. */
export const staffSessionRoom = (sessionId: string) => `ss|${sessionId}`;
export const staffSocketsRoom = (staffId: number) => `sa|${staffId}`;
export const onlineRoom = (siteId: number, currency: string) => `o|${siteId}|${currency}`;
