import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { audienceSelect, type MemberAudience } from '../../accounts/member';
import { letters } from './schema';
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
    select l.id, l.titles, l.bodies, ml.read_at, coalesce(l.sent_at, l.created_at) as created_at,
           count(*) over () as total
      from member_letters ml join letters l on l.id = ml.letter_id
     where ml.member_id = ${memberId} and ml.deleted_at is null
     -- A scheduled letter is dated and placed by its delivery, not by when staff wrote it.
     order by coalesce(l.sent_at, l.created_at) desc, l.id desc limit ${limit} offset ${offset}`);
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

/**
 * Delivers a letter to its audience in one statement (a segment of thousands is one insert, chosen
 * from the members table at this moment); a member who has it already is passed over.
 */
export async function deliver(tx: DbOrTx, letterId: number, audience: MemberAudience): Promise<number[]> {
  const { rows } = await tx.execute<{ member_id: string }>(sql`
    insert into member_letters (letter_id, member_id)
    select ${letterId}, id from (${audienceSelect(audience)}) as audience
    on conflict do nothing
    returning member_id`);
  return rows.map((r) => Number(r.member_id));
}

/**
 * Scheduled letters now due, locked for this delivery. SKIP LOCKED lets a second runner pass over
 * the ones a first is delivering; the status re-check in `markDelivered` covers one that finished
 * before the second looked.
 */
export async function lockDue(tx: DbOrTx, now: Date, limit: number) {
  return tx
    .select({ id: letters.id, siteId: letters.siteId, audience: letters.audience })
    .from(letters)
    .where(and(eq(letters.status, 'scheduled'), lte(letters.sendAt, now)))
    .orderBy(letters.sendAt, letters.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markDelivered(tx: DbOrTx, id: number, recipients: number, at: Date) {
  const rows = await tx
    .update(letters)
    .set({ status: 'sent', sentAt: at, recipients })
    .where(and(eq(letters.id, id), eq(letters.status, 'scheduled')))
    .returning({ id: letters.id });
  return rows.length > 0;
}

const readCount = sql<number>`(select count(*)::int from member_letters ml where ml.letter_id = letters.id and ml.read_at is not null)`;

/** Sent and scheduled letters for the back office, newest first, with how many read them. */
export async function adminPage(
  db: DbOrTx,
  q: { siteId?: number; status?: 'scheduled' | 'sent' | 'cancelled'; limit: number; offset: number },
) {
  const where = and(
    q.siteId ? eq(letters.siteId, q.siteId) : undefined,
    q.status ? eq(letters.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ letter: letters, readCount })
      .from(letters)
      .where(where)
      .orderBy(desc(letters.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(letters)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function adminOne(db: DbOrTx, id: number) {
  const [row] = await db.select({ letter: letters, readCount }).from(letters).where(eq(letters.id, id));
  return row;
}
