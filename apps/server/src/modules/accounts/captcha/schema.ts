import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Captcha challenges: only the hash of the answer is kept; a row is consumed by its first check. */
export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: integer('site_id').notNull(),
    type: smallint('type').notNull(),
    answerHash: text('answer_hash').notNull(),
    clientIp: text('client_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_ip_idx').on(t.clientIp, t.createdAt)],
);
