import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sites } from '../site/schema';

/** Floating side items (spec §7 /arks/web/float). */
export const floatItems = pgTable('float_items', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  imageUrl: text('image_url').notNull(),
  title: text('title').notNull(),
  link: text('link').notNull().default(''),
  linkMethod: smallint('link_method').notNull().default(0),
  position: text('position', { enum: ['left', 'right'] })
    .notNull()
    .default('right'),
  device: smallint('device').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The register form's background picture per site and template. */
export const registerBackgrounds = pgTable(
  'register_backgrounds',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    template: text('template').notNull(),
    imageUrl: text('image_url').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.template] })],
);

/** The mobile footer tab bar per site and mobile template, in order. */
export const mobileFooterItems = pgTable('mobile_footer_items', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  template: text('template').notNull(),
  kind: text('kind').notNull(),
  titles: jsonb('titles').$type<Record<string, string>>().notNull().default({}),
  url: text('url').notNull().default(''),
  sort: integer('sort').notNull(),
});
