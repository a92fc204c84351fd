import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../../accounts/member/schema';
import { sites } from '../../sites/site/schema';
import { staff } from '../../accounts/staff/schema';

/**
 * Letters (the member inbox, spec §3). A letter is written once, in several languages, and delivered
 * to each recipient as a row of member_letters, so read and delete are per member.
 */
export const letters = pgTable('letters', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  /** Titles and sanitized HTML bodies by language code; `en_US` or the site's language always present. */
  titles: jsonb('titles').$type<Record<string, string>>().notNull(),
  bodies: jsonb('bodies').$type<Record<string, string>>().notNull(),
  /** Who it went to, as staff chose it: one member, a list, or a site/currency segment. */
  audience: jsonb('audience').notNull(),
  staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memberLetters = pgTable(
  'member_letters',
  {
    letterId: bigint('letter_id', { mode: 'number' })
      .notNull()
      .references(() => letters.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.letterId] }),
    index('member_letters_inbox_idx')
      .on(t.memberId, t.letterId)
      .where(sql`${t.deletedAt} is null`),
  ],
);
