import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { letters, memberLetters } from './schema';

/** A text in the reader's language, else English, else the first the letter has. */
const pick = (texts: Record<string, string>, lang: string) =>
  texts[lang] ?? texts.en_US ?? Object.values(texts)[0] ?? '';

/** The letters one member was sent, newest first, with whether the member read or deleted them. */
export async function lettersOfMember(
  db: Db,
  memberId: number,
  lang: string,
  page: number,
  pageSize: number,
) {
  const where = eq(memberLetters.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: letters.id,
        titles: letters.titles,
        staffId: letters.staffId,
        sentAt: letters.createdAt,
        readAt: memberLetters.readAt,
        deletedAt: memberLetters.deletedAt,
      })
      .from(memberLetters)
      .innerJoin(letters, eq(letters.id, memberLetters.letterId))
      .where(where)
      .orderBy(desc(memberLetters.letterId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(memberLetters).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: pick(r.titles, lang),
      staff_id: r.staffId,
      sent_at: r.sentAt.toISOString(),
      read_at: r.readAt?.toISOString() ?? null,
      deleted_at: r.deletedAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    page,
    page_size: pageSize,
  };
}
