import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../../accounts/member/schema';
import { sites } from '../../sites/site/schema';
import { staff } from '../../accounts/staff/schema';

/**
 * Letters (the member inbox, spec §3). A letter is written once, in several languages, and delivered
 * to each recipient as a row of member_letters, so read and delete are per member.
 */
export const letters = pgTable(
  'letters',
  {
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
    /**
     * `scheduled` until the delivery job (or the send itself, for "now") turns it `sent` in the same
     * transaction that inserts its recipients; that status change is what makes delivery happen once.
     */
    status: text('status', { enum: ['scheduled', 'sent', 'cancelled'] })
      .notNull()
      .default('sent'),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Members it was delivered to (a segment is chosen at delivery, so it is known only then). */
    recipients: integer('recipients').notNull().default(0),
  },
  (t) => [
    index('letters_due_idx')
      .on(t.sendAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('letters_site_idx').on(t.siteId, t.id),
  ],
);

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
