import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Login tickets already traded for a session: a ticket id is accepted once, until it expires. */
export const usedLoginTickets = pgTable('used_login_tickets', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
