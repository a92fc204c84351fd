import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

export interface InboxRow extends Record<string, unknown> {
  id: string;
  titles: Record<string, string>;
  bodies: Record<string, string>;
  read_at: string | null;
  created_at: string;
  total: string;
}

export async function inboxPage(db: DbOrTx, memberId: number, limit: number, offset: number) {
  const { rows } = await db.execute<InboxRow>(sql`
    select l.id, l.titles, l.bodies, ml.read_at, l.created_at, count(*) over () as total
      from member_letters ml join letters l on l.id = ml.letter_id
     where ml.member_id = ${memberId} and ml.deleted_at is null
     order by l.id desc limit ${limit} offset ${offset}`);
  return rows;
}

export async function unreadCount(db: DbOrTx, memberId: number): Promise<number> {
  const { rows } = await db.execute<{ n: string }>(sql`
    select count(*) as n from member_letters where member_id = ${memberId} and deleted_at is null and read_at is null`);
  return Number(rows[0]!.n);
}

export async function markRead(db: DbOrTx, memberId: number, letterId: number, at: Date): Promise<boolean> {
  const { rowCount } = await db.execute(sql`
    update member_letters set read_at = coalesce(read_at, ${at.toISOString()}::timestamptz)
     where member_id = ${memberId} and letter_id = ${letterId} and deleted_at is null`);
  return (rowCount ?? 0) > 0;
}

/** Deletes the given letters of the member, or every letter already read when `ids` is undefined. */
export async function remove(
  db: DbOrTx,
  memberId: number,
  ids: number[] | undefined,
  at: Date,
): Promise<number[]> {
  const which = ids
    ? sql`letter_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`read_at is not null`;
  const { rows } = await db.execute<{ letter_id: string }>(sql`
    update member_letters set deleted_at = ${at.toISOString()}::timestamptz
     where member_id = ${memberId} and deleted_at is null and ${which}
    returning letter_id`);
  return rows.map((r) => Number(r.letter_id));
}

/** The recipients of an audience, limited to members of the site (and its currency when asked). */
export async function audienceMembers(
  db: DbOrTx,
  siteId: number,
  audience: { memberIds?: number[]; currency?: string },
): Promise<number[]> {
  const ids = audience.memberIds
    ? sql`and id in (${sql.join(
        audience.memberIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`and status = 'active'`;
  const currency = audience.currency ? sql`and currency = ${audience.currency}` : sql``;
  const { rows } = await db.execute<{ id: string }>(
    sql`select id from members where site_id = ${siteId} ${ids} ${currency} order by id`,
  );
  return rows.map((r) => Number(r.id));
}
