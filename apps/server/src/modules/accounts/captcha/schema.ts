import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Captcha challenges: only a keyed hash of the answer is kept (CAPTCHA_KEY, see service.ts); a row is
 * consumed by its first check, which must come from `client_ip`, the address that asked for it.
 */
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
