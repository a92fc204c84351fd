import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** Text in several languages, keyed by LangCode (zh_CN, en_US, ...). */
export type LocalizedText = Partial<Record<string, string>>;

export interface ThemeColors {
  primary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const sites = pgTable(
  'sites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Slug: the web layout builds CSS classes from it (spec §2). */
    name: text('name').notNull().unique(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    theme: text('theme').notNull(),
    template: text('template').notNull(),
    mobileTemplate: text('mobile_template').notNull(),
    siteTemplate: text('site_template').notNull(),
    defaultLanguage: text('default_language').notNull(),
    timeZone: text('time_zone').notNull().default('America/Caracas'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Minutes the agent and recommend link cookies live (spec §9 LINK_EXPIRE_TIME). */
    linkExpireTime: integer('link_expire_time').notNull().default(1440),
    gameRoomEnabled: boolean('game_room_enabled').notNull().default(false),
    /** Login and register captchas (spec §3); CAPTCHA_MODE=off turns them off everywhere. */
    captchaEnabled: boolean('captcha_enabled').notNull().default(true),
    /** One device at a time per member (login code 107); see modules/session/device-policy.ts. */
    singleDevice: boolean('single_device').notNull().default(false),
    customerServiceUrl: text('customer_service_url').notNull().default(''),
    /**
     * The site's own address as payers' browsers and payment gateways reach it (scheme, host, port; no
     * path). Gateway callback and return addresses are built from it, never from request headers; a
     * site without one takes no gateway deposits.
     */
    publicOrigin: text('public_origin'),
    /** Networks logins may come from (addresses or CIDR); empty: anywhere. Login answers §8 201 outside. */
    loginAllowedNetworks: text('login_allowed_networks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Countries (ISO alpha-2, from the CDN's country header) refused at login: §8 202. */
    blockedCountries: text('blocked_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A planned site maintenance: pages show the maintenance notice before and during it. */
    maintenanceStartAt: timestamp('maintenance_start_at', { withTimezone: true }),
    maintenanceEndAt: timestamp('maintenance_end_at', { withTimezone: true }),
    status: text('status').notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    check('sites_status_check', sql`${t.status} in ('active', 'disabled')`),
    check('sites_link_expire_time_check', sql`${t.linkExpireTime} > 0`),
  ],
);

/** Which site a request belongs to when it names none: the Host header without its port. */
export const siteHosts = pgTable('site_hosts', {
  host: text('host').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The first currency (lowest sort) is the site's default. */
export const siteCurrencies = pgTable(
  'site_currencies',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    sort: integer('sort').notNull(),
    /** Spec §7 cash_surplus/check: whether the cash-surplus programme is on for this currency. */
    cashSurplusActive: boolean('cash_surplus_active').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency] })],
);

export const siteLanguages = pgTable(
  'site_languages',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.language] })],
);

export const siteLogos = pgTable(
  'site_logos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    path: text('path').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('site_logos_site_kind_unique').on(t.siteId, t.kind),
    // LOGO_KINDS of the contracts; the *_light kinds are drawn for light templates.
    check(
      'site_logos_kind_check',
      sql`${t.kind} in ('desktop', 'mobile', 'favicon', 'desktop_light', 'mobile_light')`,
    ),
  ],
);

/** Look and home layout per site and mobile template (the desktop template shares the site's row). */
export const templateConfigs = pgTable(
  'template_configs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    mobileTemplate: text('mobile_template').notNull(),
    theme: text('theme').notNull(),
    colors: jsonb('colors').$type<ThemeColors>().notNull(),
    homeSections: jsonb('home_sections').$type<string[]>().notNull(),
    heroImage: text('hero_image').notNull(),
    heroTitle: jsonb('hero_title').$type<LocalizedText>().notNull(),
    heroSubtitle: jsonb('hero_subtitle').$type<LocalizedText>().notNull(),
    ...timestamps,
  },
  (t) => [unique('template_configs_site_template_unique').on(t.siteId, t.mobileTemplate)],
);

/** Server-provided route redirects (spec §2); an external `to` makes the web do a full navigation. */
export const routeRedirects = pgTable(
  'route_redirects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('route_redirects_site_from_unique').on(t.siteId, t.fromPath),
    check('route_redirects_from_check', sql`${t.fromPath} like '/%'`),
  ],
);

export const footerSections = pgTable(
  'footer_sections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull(),
    ...timestamps,
  },
  (t) => [unique('footer_sections_site_section_unique').on(t.siteId, t.section)],
);

export const footerItems = pgTable(
  'footer_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => footerSections.id, { onDelete: 'cascade' }),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    /** http(s) for an outer link, else `main/{id}` or `faq/{id}` (spec §2). */
    url: text('url').notNull(),
    sort: integer('sort').notNull(),
    ...timestamps,
  },
  (t) => [index('footer_items_section_idx').on(t.sectionId)],
);
