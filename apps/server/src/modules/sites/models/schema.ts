import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../site/schema';

/**
 * Template content per site and language (spec §7 model_setting, model_sponsor, model_login): ad
 * slots, sponsors and login pictures. `model_version` is the template it is for (null: every one).
 * `content` is stored already sanitized.
 */
export const siteModels = pgTable(
  'site_models',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    kind: text('kind', { enum: ['setting', 'sponsor', 'login'] }).notNull(),
    language: text('language').notNull(),
    modelVersion: text('model_version'),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    link: text('link').notNull().default(''),
    linkMethod: smallint('link_method').notNull().default(0),
    content: text('content').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_models_lookup_idx').on(t.siteId, t.kind, t.language)],
);
