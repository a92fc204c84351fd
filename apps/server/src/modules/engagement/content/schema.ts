import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from '../../accounts/member/schema';
import { sites } from '../../sites/site/schema';
import { staff } from '../../accounts/staff/schema';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Home content staff change (spec §3): banners, marquee lines and pop-up promotions. Each row is
 * per site, optionally limited to some currencies (null = all) and to a start/end window; texts
 * are by language code. Stored HTML is already sanitized.
 */
export const banners = pgTable(
  'content_banners',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** 0 desktop, 1 small, 2 mobile (carousel_picture use_type). */
    useType: smallint('use_type').notNull(),
    imageUrl: text('image_url').notNull(),
    link: text('link').notNull().default(''),
    linkType: smallint('link_type').notNull().default(0),
    linkMethod: smallint('link_method').notNull().default(0),
    gameLink: jsonb('game_link').$type<{
      gt_id: number;
      gp_id: string;
      currency: string;
      gp_gt_name: string;
      customized: number;
    } | null>(),
    currencies: text('currencies').array(),
    languages: text('languages').array(),
    sort: integer('sort').notNull().default(0),
    /** Staff switch it off without losing it; members see only active rows. */
    active: boolean('active').notNull().default(true),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_banners_site_idx').on(t.siteId, t.useType)],
);

export const marqueeAnnouncements = pgTable(
  'content_marquee',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** Plain text by language code. */
    texts: jsonb('texts').$type<Record<string, string>>().notNull(),
    displayBeforeLogin: smallint('display_before_login').notNull().default(1),
    displayAfterLogin: smallint('display_after_login').notNull().default(1),
    currencies: text('currencies').array(),
    sort: integer('sort').notNull().default(0),
    /** Staff switch it off without losing it; members see only active rows. */
    active: boolean('active').notNull().default(true),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_marquee_site_idx').on(t.siteId)],
);

export const popupPromotions = pgTable(
  'content_popups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** 0 both, 1 desktop, 2 mobile. */
    displayDevice: smallint('display_device').notNull().default(0),
    /** display_location values it shows at: 2 elsewhere, 3 deposit page. */
    locations: smallint('locations').array().notNull(),
    /** Whether visitors see it as well as members. */
    forVisitors: smallint('for_visitors').notNull().default(1),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    bodies: jsonb('bodies').$type<Record<string, string>>().notNull(),
    currencies: text('currencies').array(),
    sort: integer('sort').notNull().default(0),
    /** Staff switch it off without losing it; members see only active rows. */
    active: boolean('active').notNull().default(true),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_popups_site_idx').on(t.siteId)],
);

/** Per-site pop-up setting; display_frequency 0 means a member sees pop-ups once, then hides them. */
export const popupSettings = pgTable('content_popup_settings', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id),
  displayFrequency: smallint('display_frequency').notNull().default(1),
});

/** A member's hide (bulletin/member/hide): pop-ups updated before hiddenAt stay hidden there. */
export const popupMemberHides = pgTable(
  'content_popup_member_hides',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    displayDevice: smallint('display_device').notNull(),
    displayLocation: smallint('display_location').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.displayDevice, t.displayLocation] })],
);

/**
 * Pictures staff upload, keyed by the SHA-256 of their bytes (hex): the same picture uploaded twice
 * is one row, and a picture's address never changes meaning, so it is cached for good. Kept in the
 * database so every server node serves it.
 */
export const contentImages = pgTable('content_images', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Who first uploaded it. */
  staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
