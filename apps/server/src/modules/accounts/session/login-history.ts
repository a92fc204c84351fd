import { and, count, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { memberLogins } from './schema';

export type LoginMethod = (typeof memberLogins.$inferInsert)['method'];

/** What the client told us about a login, kept in the member's login history. */
export interface LoginRecord {
  ip: string;
  userAgent?: string | null;
  /** Spec §9 device type; anything outside 1-7 is kept as unknown (null). */
  deviceType?: number | null;
  udid?: string | null;
  method: LoginMethod;
}

const deviceTypeOf = (value: number | null | undefined) =>
  value !== null && value !== undefined && Number.isInteger(value) && value >= 1 && value <= 7 ? value : null;

export async function recordLogin(
  db: DbOrTx,
  login: LoginRecord,
  session: { memberId: number; siteId: number; familyId: string; at: Date },
): Promise<void> {
  await db.insert(memberLogins).values({
    ...session,
    ip: login.ip,
    deviceType: deviceTypeOf(login.deviceType),
    udid: login.udid || null,
    userAgent: login.userAgent?.slice(0, 300) || null,
    method: login.method,
  });
}

/** A pair found by the linked-accounts review: another member and the value they share. */
export interface SharedValue {
  memberId: number;
  value: string;
}

export type LoginHistory = ReturnType<typeof createLoginHistory>;

/** The login history other modules read (member administration): never the sessions themselves. */
export function createLoginHistory(db: Db) {
  return {
    async list(memberId: number, page: number, pageSize: number) {
      const where = eq(memberLogins.memberId, memberId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(memberLogins)
          .where(where)
          .orderBy(desc(memberLogins.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(memberLogins).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Members who logged in from this address (at most `limit` of them). */
    async memberIdsByIp(ip: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ memberId: memberLogins.memberId })
        .from(memberLogins)
        .where(eq(memberLogins.ip, ip))
        .limit(limit);
      return rows.map((r) => r.memberId);
    },

    /** The distinct addresses and device ids this member logged in with. */
    async traitsOf(memberId: number): Promise<{ ips: string[]; udids: string[] }> {
      const rows = await db
        .selectDistinct({ ip: memberLogins.ip, udid: memberLogins.udid })
        .from(memberLogins)
        .where(eq(memberLogins.memberId, memberId))
        .limit(500);
      return {
        ips: [...new Set(rows.map((r) => r.ip))],
        udids: [...new Set(rows.flatMap((r) => (r.udid ? [r.udid] : [])))],
      };
    },

    /** Other members who logged in from one of these addresses. */
    async othersByIps(memberId: number, ips: string[], limit: number): Promise<SharedValue[]> {
      if (ips.length === 0) return [];
      const rows = await db
        .selectDistinct({ memberId: memberLogins.memberId, value: memberLogins.ip })
        .from(memberLogins)
        .where(and(inArray(memberLogins.ip, ips), ne(memberLogins.memberId, memberId)))
        .limit(limit);
      return rows;
    },

    /** Other members who logged in with one of these device ids. */
    async othersByUdids(memberId: number, udids: string[], limit: number): Promise<SharedValue[]> {
      if (udids.length === 0) return [];
      const rows = await db
        .selectDistinct({ memberId: memberLogins.memberId, value: memberLogins.udid })
        .from(memberLogins)
        .where(
          and(
            inArray(memberLogins.udid, udids),
            isNotNull(memberLogins.udid),
            ne(memberLogins.memberId, memberId),
          ),
        )
        .limit(limit);
      return rows.map((r) => ({ memberId: r.memberId, value: r.value! }));
    },
  };
}

/**
 * The last login of each of these members (the agent centre's downline list): the newest row per
 * member on `member_logins_member_idx`. A member who never logged in is absent.
 */
export async function lastLoginsOf(db: DbOrTx, memberIds: readonly number[]): Promise<Map<number, Date>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([memberLogins.memberId], { memberId: memberLogins.memberId, at: memberLogins.at })
    .from(memberLogins)
    .where(inArray(memberLogins.memberId, [...memberIds]))
    .orderBy(memberLogins.memberId, desc(memberLogins.id));
  return new Map(rows.map((r) => [r.memberId, r.at]));
}
