import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { members } from './schema';

/**
 * Who a member is, for every other module: site, currency, status, type and introducer. Other modules
 * never read the members table; they ask here.
 */
export interface MemberRecord {
  id: number;
  siteId: number;
  account: string;
  currency: string;
  memberType: number;
  status: 'active' | 'frozen' | 'disabled';
  introducerId: number | null;
}

const record = {
  id: members.id,
  siteId: members.siteId,
  account: members.account,
  currency: members.currency,
  memberType: members.memberType,
  status: members.status,
  introducerId: members.introducerId,
};

export async function findMember(db: DbOrTx, memberId: number): Promise<MemberRecord | undefined> {
  const [row] = await db.select(record).from(members).where(eq(members.id, memberId));
  return row;
}

/** Several members at once, in one query (the bet feed places a page of rounds by their players). */
export async function findMembers(db: DbOrTx, memberIds: readonly number[]): Promise<MemberRecord[]> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return [];
  return db.select(record).from(members).where(inArray(members.id, ids));
}

/** Account names of several members at once, in one query. */
async function accountNames(db: DbOrTx, memberIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(inArray(members.id, ids));
  return new Map(rows.map((r) => [r.id, r.account]));
}

/** Each of a list's rows beside its member's account name, for the back office's order lists. */
export async function withMemberAccounts<Row extends { memberId: number }>(
  db: DbOrTx,
  rows: readonly Row[],
): Promise<{ order: Row; account: string }[]> {
  const accounts = await accountNames(
    db,
    rows.map((row) => row.memberId),
  );
  return rows.map((order) => ({ order, account: accounts.get(order.memberId) ?? '' }));
}

/** Which members of a site an audience names: some by id or account, else every active one. */
export interface MemberAudience {
  siteId: number;
  memberIds?: readonly number[];
  accounts?: readonly string[];
  currency?: string;
}

/**
 * The ids of an audience's members as a subquery (`select id from members where ...`), so that a
 * module delivering to thousands of them (letters) inserts from it in one statement.
 */
export function audienceSelect(a: MemberAudience): SQL {
  const some = a.memberIds
    ? sql`and id = any(${sql.param(a.memberIds)}::bigint[])`
    : a.accounts
      ? sql`and account = any(${sql.param(a.accounts)}::text[])`
      : sql`and status = 'active'`;
  const currency = a.currency ? sql`and currency = ${a.currency}` : sql``;
  return sql`select id from members where site_id = ${a.siteId} ${some} ${currency}`;
}

/** Accounts of `accounts` that are no member of the site (a staff list's typos, named back to them). */
export async function unknownAccounts(db: DbOrTx, siteId: number, accounts: readonly string[]) {
  const { rows } = await db.execute<{ account: string }>(sql`
    select a.account from unnest(${sql.param(accounts)}::text[]) as a(account)
     where not exists (select 1 from members m where m.site_id = ${siteId} and m.account = a.account)`);
  return rows.map((r) => r.account);
}

/**
 * Ids of the members registered as `account` (any case, as stored: lower case), on one site or on
 * every site: a staff search names a member the way support hears it.
 */
export async function memberIdsByAccount(db: DbOrTx, account: string, siteId?: number): Promise<number[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.account, account.toLowerCase()),
        siteId === undefined ? undefined : eq(members.siteId, siteId),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * The members whose introducer is one of `agentIds` (an agent's direct members and sub-agents), for
 * the agent programme's team reads. Sub-agents are members too: their own teams come from their ids.
 */
export async function membersIntroducedBy(
  db: DbOrTx,
  siteId: number,
  agentIds: readonly number[],
): Promise<MemberRecord[]> {
  if (agentIds.length === 0) return [];
  return db
    .select(record)
    .from(members)
    .where(
      and(
        eq(members.siteId, siteId),
        sql`${members.introducerId} = any(${sql.param([...agentIds])}::bigint[])`,
      ),
    );
}

/**
 * Puts a member under another introducer (staff moving a member or a sub-agent between agents). The
 * agent programme owns the rule and its audit; this only writes the column.
 */
export async function setIntroducer(
  db: DbOrTx,
  memberId: number,
  introducerId: number | null,
): Promise<void> {
  await db
    .update(members)
    .set({ introducerId, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

/** Marks a member an agent (`memberType` other than 1, spec §3) or a plain member again (1). */
export async function setMemberType(db: DbOrTx, memberId: number, memberType: number): Promise<void> {
  await db
    .update(members)
    .set({ memberType, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

/** A member who registered with a friend's recommend code, as the recommend-a-friend programme reads it. */
export interface RecommendedMember {
  id: number;
  siteId: number;
  currency: string;
  account: string;
  status: 'active' | 'frozen' | 'disabled';
  recommenderId: number;
  registerIp: string | null;
  /** The recommender's own registration address (a second account of one person often shares it). */
  recommenderRegisterIp: string | null;
  recommender: { siteId: number; currency: string; status: 'active' | 'frozen' | 'disabled' };
  createdAt: Date;
}

/**
 * Friends registered with a recommend code: of some recommenders, or of a site and currency since a
 * time (the reward job's window), newest first. The recommend-a-friend programme owns the rules.
 */
export async function recommendedMembers(
  db: DbOrTx,
  q: { siteId: number; currency?: string; recommenderIds?: readonly number[]; registeredFrom?: Date },
): Promise<RecommendedMember[]> {
  const { rows } = await db.execute<Record<string, string | null>>(sql`
    select f.id, f.site_id, f.currency, f.account, f.status, f.recommender_id, f.register_ip,
           r.register_ip as recommender_register_ip, f.created_at, r.site_id as recommender_site_id,
           r.currency as recommender_currency, r.status as recommender_status
      from members f join members r on r.id = f.recommender_id
     where f.site_id = ${q.siteId}
       ${q.currency ? sql`and f.currency = ${q.currency}` : sql``}
       ${q.recommenderIds ? sql`and f.recommender_id = any(${sql.param([...q.recommenderIds])}::bigint[])` : sql``}
       ${q.registeredFrom ? sql`and f.created_at >= ${q.registeredFrom.toISOString()}::timestamptz` : sql``}
     order by f.created_at desc, f.id desc`);
  return rows.map((r) => ({
    id: Number(r.id),
    siteId: Number(r.site_id),
    currency: r.currency!,
    account: r.account!,
    status: r.status as RecommendedMember['status'],
    recommenderId: Number(r.recommender_id),
    registerIp: r.register_ip ?? null,
    recommenderRegisterIp: r.recommender_register_ip ?? null,
    recommender: {
      siteId: Number(r.recommender_site_id),
      currency: r.recommender_currency!,
      status: r.recommender_status as RecommendedMember['status'],
    },
    createdAt: new Date(r.created_at as unknown as string),
  }));
}
