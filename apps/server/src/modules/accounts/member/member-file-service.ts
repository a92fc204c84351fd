import type { TMemberLinkKind } from '@arks/contracts';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { LoginHistory, SharedValue } from '../session';
import { staffAccountName, type StaffActor, type StaffAuditWriter } from '../staff';
import { summary } from './admin-service';
import { memberNotes, members } from './schema';

/** Members shown per kind of link: an address shared by a whole internet café is a finding, not a list. */
export const MAX_LINKED_PER_KIND = 50;

/** Given by app.ts: members sharing a bank account number (member centre). */
export interface BankAccountSharing {
  othersSharingBankAccount(memberId: number, limit: number): Promise<SharedValue[]>;
}

export type MemberFileService = ReturnType<typeof createMemberFileService>;

/** The member page's login history, linked accounts and staff notes. */
export function createMemberFileService(deps: {
  db: Db;
  clock: Clock;
  audit: StaffAuditWriter;
  logins: Pick<LoginHistory, 'list' | 'traitsOf' | 'othersByIps' | 'othersByUdids'>;
  bankAccounts: BankAccountSharing;
}) {
  const { db, clock, audit, logins } = deps;

  async function load(id: number) {
    const [m] = await db.select().from(members).where(eq(members.id, id));
    if (!m) throw new AppError(PlatformErrors.notFound, { message: 'No such member' });
    return m;
  }

  /** Other members with the same phone, or who registered from one of these addresses. */
  async function sameMemberFields(m: typeof members.$inferSelect, ips: string[]) {
    const found: { kind: TMemberLinkKind; memberId: number; value: string }[] = [];
    if (m.phone) {
      const rows = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.phone, m.phone), ne(members.id, m.id)))
        .limit(MAX_LINKED_PER_KIND);
      found.push(...rows.map((r) => ({ kind: 'phone' as const, memberId: r.id, value: m.phone! })));
    }
    if (ips.length) {
      const rows = await db
        .select({ id: members.id, ip: members.registerIp })
        .from(members)
        .where(and(inArray(members.registerIp, ips), ne(members.id, m.id)))
        .limit(MAX_LINKED_PER_KIND);
      found.push(...rows.map((r) => ({ kind: 'ip' as const, memberId: r.id, value: r.ip! })));
    }
    return found;
  }

  return {
    async logins(id: number, page: number, pageSize: number) {
      await load(id);
      const { rows, total } = await logins.list(id, page, pageSize);
      return {
        list: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          ip: r.ip,
          device_type: r.deviceType,
          udid: r.udid,
          user_agent: r.userAgent,
          method: r.method,
        })),
        total,
        page,
        page_size: pageSize,
      };
    },

    /**
     * Members linked to this one by a device id, an address (its registration address or any login
     * address, matched against the others' registration and login addresses), a bank account number
     * or a phone; each with every value that links them.
     */
    async links(id: number) {
      const m = await load(id);
      const traits = await logins.traitsOf(id);
      const ips = [...new Set([...traits.ips, ...(m.registerIp ? [m.registerIp] : [])])];
      const byKind = await Promise.all([
        logins.othersByUdids(id, traits.udids, MAX_LINKED_PER_KIND).then((r) => tag('device', r)),
        logins.othersByIps(id, ips, MAX_LINKED_PER_KIND).then((r) => tag('ip', r)),
        deps.bankAccounts
          .othersSharingBankAccount(id, MAX_LINKED_PER_KIND)
          .then((r) => tag('bank_account', r)),
        sameMemberFields(m, ips),
      ]);
      const truncated = byKind.some((list) => list.length >= MAX_LINKED_PER_KIND);
      const linked = new Map<number, { kind: TMemberLinkKind; value: string }[]>();
      for (const { kind, memberId, value } of byKind.flat()) {
        const links = linked.get(memberId) ?? [];
        if (!links.some((l) => l.kind === kind && l.value === value)) links.push({ kind, value });
        linked.set(memberId, links);
      }
      if (linked.size === 0) return { list: [], truncated };
      const rows = await db
        .select()
        .from(members)
        .where(inArray(members.id, [...linked.keys()]));
      // Most links first: two members sharing a device and a bank account come before a shared café.
      const list = rows
        .map((r) => ({ member: summary(r), links: linked.get(r.id)! }))
        .sort((a, b) => b.links.length - a.links.length || b.member.id - a.member.id);
      return { list, truncated };
    },

    async notes(id: number, page: number, pageSize: number) {
      await load(id);
      const where = eq(memberNotes.memberId, id);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(memberNotes)
          .where(where)
          .orderBy(desc(memberNotes.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(memberNotes).where(where),
      ]);
      return { list: rows.map(toNote), total: total?.n ?? 0, page, page_size: pageSize };
    },

    async addNote(id: number, body: string, who: StaffActor) {
      await load(id);
      const staffAccount = (await staffAccountName(db, who.staffId)) ?? `#${who.staffId}`;
      const [row] = await db
        .insert(memberNotes)
        .values({ memberId: id, staffId: who.staffId, staffAccount, body, createdAt: clock.now() })
        .returning();
      await audit({
        staffId: who.staffId,
        action: 'member_note_added',
        target: `member:${id}`,
        detail: { note_id: row!.id, body },
        ip: who.ip,
      });
      return toNote(row!);
    },
  };
}

const tag = (kind: TMemberLinkKind, rows: SharedValue[]) => rows.map((r) => ({ kind, ...r }));

const toNote = (n: typeof memberNotes.$inferSelect) => ({
  id: n.id,
  staff_id: n.staffId,
  staff_account: n.staffAccount,
  body: n.body,
  created_at: n.createdAt.toISOString(),
});
