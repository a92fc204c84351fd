import { z } from 'zod';
import { bigintId, integerId } from '../ids';
import { defineAdminCall } from './staff';

/**
 * Registration and login rules of a site through /api/admin: the name and e-mail-domain blocklist,
 * login IP blocks, the friend-recommend switch per currency, agent domains and the service
 * agreement. Admin and support read them; support may also change the blocklist and IP blocks
 * (fraud-desk work), the rest only admin. Every change carries a reason and is audited with the
 * rule before and after. Bad input is a 400 naming the field, its message a `site_rules.<field>.<problem>`
 * key the console translates.
 */

const siteId = integerId({ coerce: true });
const id = bigintId({ coerce: true });
const reason = z.string().trim().min(1, 'site_rules.reason.required').max(500, 'site_rules.reason.too_long');
const page = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const search = z.string().trim().max(100, 'site_rules.search.too_long').optional();
const currency = z
  .string()
  .trim()
  .toUpperCase()
  .max(8, 'site_rules.currency.invalid')
  .regex(/^[A-Z]{2,8}$/, 'site_rules.currency.invalid');

const paged = <T extends z.ZodType>(row: T) =>
  z.object({
    list: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

// ---- Register blocklist (registration answers 214 for a listed name, 216 for an e-mail domain) ----

export const ZRegisterBlocklistKind = z.enum(['name', 'email_domain']);

export const ZAdminBlocklistEntry = z.object({
  kind: ZRegisterBlocklistKind,
  /** Stored as registration compares it: trimmed and lower-cased. */
  value: z.string(),
  created_at: z.string(),
});

/**
 * A name (trimmed, lower-cased, as registration compares it) or an e-mail domain (`example.com`; a
 * leading `@` is dropped). Which of the two it must be is checked with the kind by the server.
 */
const blocklistValue = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'site_rules.value.required')
  .max(100, 'site_rules.value.too_long');

export const AdminRegisterBlocklistList = defineAdminCall({
  name: 'AdminRegisterBlocklistList',
  method: 'GET',
  path: '/sites/:site_id/register-blocklist',
  roles: ['support'],
  request: z.object({
    site_id: siteId,
    kind: ZRegisterBlocklistKind.optional(),
    /** Part of the value, any case. */
    search,
    page,
    page_size: pageSize,
  }),
  data: paged(ZAdminBlocklistEntry),
});

export const AdminRegisterBlocklistAdd = defineAdminCall({
  name: 'AdminRegisterBlocklistAdd',
  method: 'POST',
  path: '/sites/:site_id/register-blocklist',
  roles: ['support'],
  request: z.object({ site_id: siteId, kind: ZRegisterBlocklistKind, value: blocklistValue, reason }),
  data: ZAdminBlocklistEntry,
});

export const AdminRegisterBlocklistRemove = defineAdminCall({
  name: 'AdminRegisterBlocklistRemove',
  method: 'POST',
  path: '/sites/:site_id/register-blocklist/remove',
  roles: ['support'],
  request: z.object({ site_id: siteId, kind: ZRegisterBlocklistKind, value: blocklistValue, reason }),
  /** The entry removed. */
  data: ZAdminBlocklistEntry,
});

// ---- Login IP blocks (login answers 106, registration 218, from a blocked network) ----

export const ZAdminLoginIpBlock = z.object({
  id: z.number().int(),
  /** CIDR; a single address is a /32 (IPv4) or /128 (IPv6). */
  network: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
});

const address = z.union([z.ipv4(), z.ipv6()], { error: 'site_rules.ip.invalid' });

export const AdminLoginIpBlockList = defineAdminCall({
  name: 'AdminLoginIpBlockList',
  method: 'GET',
  path: '/sites/:site_id/login-ip-blocks',
  roles: ['support'],
  request: z.object({
    site_id: siteId,
    /** Only the blocks that refuse this address. */
    ip: z.string().trim().max(45, 'site_rules.ip.invalid').pipe(address).optional(),
    page,
    page_size: pageSize,
  }),
  data: paged(ZAdminLoginIpBlock),
});

export const AdminLoginIpBlockAdd = defineAdminCall({
  name: 'AdminLoginIpBlockAdd',
  method: 'POST',
  path: '/sites/:site_id/login-ip-blocks',
  roles: ['support'],
  request: z.object({
    site_id: siteId,
    /** An address (blocked alone) or a network such as 203.0.113.0/24 or 2001:db8::/48. */
    network: z
      .string()
      .trim()
      .max(49, 'site_rules.network.invalid')
      .pipe(
        z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
          error: 'site_rules.network.invalid',
        }),
      ),
    reason,
  }),
  data: ZAdminLoginIpBlock,
});

/** An address or a network as staff type it into a login list (login-ip-blocks, allow lists). */
export const ZNetworkText = z
  .string()
  .trim()
  .max(49, 'site_rules.network.invalid')
  .pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'site_rules.network.invalid' }));

// ---- Where a site takes logins from (login answers 201 outside the allowed networks, 202 from a blocked country) ----

export const ZAdminSiteLoginRules = z.object({
  site_id: z.number().int(),
  /** Networks logins may come from; empty: anywhere (spec §8 login 201 outside them). */
  allowed_networks: z.array(z.string()),
  /** ISO 3166-1 alpha-2 countries refused at login (spec §8 login 202), as the CDN's country header names them. */
  blocked_countries: z.array(z.string()),
});

export const AdminSiteLoginRulesGet = defineAdminCall({
  name: 'AdminSiteLoginRulesGet',
  method: 'GET',
  path: '/sites/:site_id/login-rules',
  roles: ['support'],
  request: z.object({ site_id: siteId }),
  data: ZAdminSiteLoginRules,
});

export const AdminSiteLoginRulesSave = defineAdminCall({
  name: 'AdminSiteLoginRulesSave',
  method: 'PUT',
  path: '/sites/:site_id/login-rules',
  roles: ['admin'],
  request: z.object({
    site_id: siteId,
    allowed_networks: z.array(ZNetworkText).max(200),
    blocked_countries: z
      .array(
        z
          .string()
          .trim()
          .max(2, 'site_rules.country.invalid')
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, 'site_rules.country.invalid'),
      )
      .max(250),
    reason,
  }),
  data: ZAdminSiteLoginRules,
});

export const AdminLoginIpBlockRemove = defineAdminCall({
  name: 'AdminLoginIpBlockRemove',
  method: 'POST',
  path: '/sites/:site_id/login-ip-blocks/:id/remove',
  roles: ['support'],
  request: z.object({ site_id: siteId, id, reason }),
  /** The block removed. */
  data: ZAdminLoginIpBlock,
});

// ---- Friend-recommend programme per currency (is_friend of bonus_setting/check) ----

export const ZAdminRecommendSetting = z.object({ currency: z.string(), is_active: z.boolean() });

/** Every currency the site offers; one never set is off. */
export const AdminRecommendSettingsList = defineAdminCall({
  name: 'AdminRecommendSettingsList',
  method: 'GET',
  path: '/sites/:site_id/recommend-settings',
  roles: ['support'],
  request: z.object({ site_id: siteId }),
  data: z.object({ list: z.array(ZAdminRecommendSetting) }),
});

export const AdminRecommendSettingSave = defineAdminCall({
  name: 'AdminRecommendSettingSave',
  method: 'PUT',
  path: '/sites/:site_id/recommend-settings',
  roles: [],
  request: z.object({ site_id: siteId, currency, is_active: z.boolean(), reason }),
  data: ZAdminRecommendSetting,
});

// ---- Agent domains (a host whose registrations take its agent as introducer, in its currency) ----

export const ZAdminAgentDomain = z.object({
  id: z.number().int(),
  host: z.string(),
  agent_id: z.number().int(),
  agent_account: z.string(),
  /** The agent's currency: registrations there are in it. */
  currency: z.string(),
  is_active: z.boolean(),
});

export const AdminAgentDomainList = defineAdminCall({
  name: 'AdminAgentDomainList',
  method: 'GET',
  path: '/sites/:site_id/agent-domains',
  roles: ['support'],
  request: z.object({ site_id: siteId, /** Part of the host. */ search, page, page_size: pageSize }),
  data: paged(ZAdminAgentDomain),
});

export const AdminAgentDomainAdd = defineAdminCall({
  name: 'AdminAgentDomainAdd',
  method: 'POST',
  path: '/sites/:site_id/agent-domains',
  roles: [],
  request: z.object({
    site_id: siteId,
    /** Unique across every site; stored lower-cased, as the registration page's host is compared. */
    host: z
      .string()
      .trim()
      .toLowerCase()
      .max(253, 'site_rules.host.invalid')
      .regex(
        /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/,
        'site_rules.host.invalid',
      ),
    /** An active agent (not a plain member) of this site. */
    agent_id: id,
    reason,
  }),
  data: ZAdminAgentDomain,
});

export const AdminAgentDomainUpdate = defineAdminCall({
  name: 'AdminAgentDomainUpdate',
  method: 'POST',
  path: '/sites/:site_id/agent-domains/:id',
  roles: [],
  request: z.object({ site_id: siteId, id, is_active: z.boolean(), reason }),
  data: ZAdminAgentDomain,
});

export const AdminAgentDomainRemove = defineAdminCall({
  name: 'AdminAgentDomainRemove',
  method: 'POST',
  path: '/sites/:site_id/agent-domains/:id/remove',
  roles: [],
  request: z.object({ site_id: siteId, id, reason }),
  /** The domain removed. */
  data: ZAdminAgentDomain,
});

// ---- Service agreement (shown on registration, per language) ----

export const ZAdminServiceAgreement = z.object({
  language: z.string(),
  title: z.string(),
  content: z.string(),
  /** False: none saved for this language; members reading it get the en_US one, or the site's first. */
  saved: z.boolean(),
});

/** One row per language the site offers. */
export const AdminServiceAgreementList = defineAdminCall({
  name: 'AdminServiceAgreementList',
  method: 'GET',
  path: '/sites/:site_id/service-agreements',
  roles: ['support'],
  request: z.object({ site_id: siteId }),
  data: z.object({ list: z.array(ZAdminServiceAgreement) }),
});

export const AdminServiceAgreementSave = defineAdminCall({
  name: 'AdminServiceAgreementSave',
  method: 'PUT',
  path: '/sites/:site_id/service-agreements/:language',
  roles: [],
  request: z.object({
    site_id: siteId,
    language: z
      .string()
      .max(5, 'site_rules.language.invalid')
      .regex(/^[a-z]{2}_[A-Z]{2}$/, 'site_rules.language.invalid'),
    title: z.string().trim().min(1, 'site_rules.title.required').max(200, 'site_rules.title.too_long'),
    /** Rich text; stored sanitized (no scripts, handlers, frames or inline styles). */
    content: z.string().min(1, 'site_rules.content.required').max(100_000, 'site_rules.content.too_long'),
    reason,
  }),
  data: ZAdminServiceAgreement,
});

export type TRegisterBlocklistKind = z.infer<typeof ZRegisterBlocklistKind>;
export type AdminBlocklistEntry = z.infer<typeof ZAdminBlocklistEntry>;
export type AdminLoginIpBlock = z.infer<typeof ZAdminLoginIpBlock>;
export type AdminAgentDomain = z.infer<typeof ZAdminAgentDomain>;
export type AdminServiceAgreement = z.infer<typeof ZAdminServiceAgreement>;
