import type { Db } from '../../../db/client';
import { and, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { members } from './schema';

/** Most members one looked-up value (an address, a bank number) may lead to; a search is not a dump. */
export const MAX_LOOKUP_MEMBERS = 1000;

/** What other modules answer for the search (given by app.ts): member ids behind a value they keep. */
export interface MemberLookups {
  /** Members who logged in from this address (session module's login history). */
  memberIdsByLoginIp(ip: string, limit: number): Promise<number[]>;
  /** Members who bound this bank account number (member centre). */
  memberIdsByBankAccount(accountNumber: string, limit: number): Promise<number[]>;
}

export interface MemberSearch {
  account?: string;
  site_id?: number;
  currency?: string;
  status?: 'active' | 'frozen' | 'disabled';
  name?: string;
  phone?: string;
  email?: string;
  ip?: string;
  bank_account?: string;
  introducer?: string;
  agent?: string;
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, '\\$&');

/** Ids of the members with this account (on the searched site, else on any): introducers and agents. */
async function idsOfAccount(db: Db, account: string, siteId: number | undefined): Promise<number[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.account, account.toLowerCase()), siteId ? eq(members.siteId, siteId) : undefined));
  return rows.map((r) => r.id);
}

/**
 * The WHERE of a member search; every filter is an indexed equality or prefix. A filter whose value
 * leads nowhere (an unknown agent) yields a condition no member meets, never "no filter".
 */
export async function memberSearchFilter(
  db: Db,
  lookups: MemberLookups,
  q: MemberSearch,
): Promise<SQL | undefined> {
  const where: (SQL | undefined)[] = [];
  // Accounts are stored lower-cased; a prefix finds "alice" for "Ali".
  if (q.account) where.push(ilike(members.account, `${escapeLike(q.account.toLowerCase())}%`));
  if (q.site_id) where.push(eq(members.siteId, q.site_id));
  if (q.currency) where.push(eq(members.currency, q.currency.toUpperCase()));
  if (q.status) where.push(eq(members.status, q.status));
  if (q.name) where.push(like(members.name, `${escapeLike(q.name)}%`));
  if (q.phone) where.push(eq(members.phone, q.phone));
  if (q.email) where.push(sql`lower(${members.email}) = ${q.email.toLowerCase()}`);
  const ids = (list: number[]) => (list.length ? inArray(members.id, list) : sql`false`);
  if (q.ip) {
    const loggedIn = await lookups.memberIdsByLoginIp(q.ip, MAX_LOOKUP_MEMBERS);
    where.push(or(eq(members.registerIp, q.ip), ...(loggedIn.length ? [inArray(members.id, loggedIn)] : [])));
  }
  if (q.bank_account)
    where.push(ids(await lookups.memberIdsByBankAccount(q.bank_account, MAX_LOOKUP_MEMBERS)));
  if (q.introducer) {
    const found = await idsOfAccount(db, q.introducer, q.site_id);
    where.push(found.length ? inArray(members.recommenderId, found) : sql`false`);
  }
  if (q.agent) {
    const found = await idsOfAccount(db, q.agent, q.site_id);
    where.push(found.length ? inArray(members.introducerId, found) : sql`false`);
  }
  const conditions = where.filter((c): c is SQL => c !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}
