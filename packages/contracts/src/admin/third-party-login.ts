import { z } from 'zod';
import { integerId } from '../ids';
import { httpUrl } from '../safe-url';
import { ZThirdPartyProviderKey } from '../third-party-login';
import { defineAdminCall } from './staff';

/**
 * Third-party login providers of a site (OpenID Connect), set by staff (role admin). The provider is
 * registered with `redirect_uri` (the site's public origin + /authCallback); the client secret is
 * write-only and kept sealed: answers say only whether one is set.
 */
export const ZAdminThirdPartyProvider = z.object({
  site_id: z.number().int(),
  key: z.string(),
  name: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  secret_set: z.boolean(),
  scopes: z.string(),
  active: z.boolean(),
  sort: z.number().int(),
  /** What to register at the provider; null until the site has a public origin. */
  redirect_uri: z.string().nullable(),
  updated_at: z.string(),
});
export type TAdminThirdPartyProvider = z.infer<typeof ZAdminThirdPartyProvider>;

const siteId = integerId({ coerce: true });

export const AdminThirdPartyLoginList = defineAdminCall({
  name: 'AdminThirdPartyLoginList',
  method: 'GET',
  path: '/sites/:site_id/login-providers',
  roles: ['admin'],
  request: z.object({ site_id: siteId }),
  data: z.object({ list: z.array(ZAdminThirdPartyProvider) }),
});

export const AdminThirdPartyLoginSave = defineAdminCall({
  name: 'AdminThirdPartyLoginSave',
  method: 'PUT',
  path: '/sites/:site_id/login-providers/:key',
  roles: ['admin'],
  request: z.object({
    site_id: siteId,
    key: ZThirdPartyProviderKey,
    /** The button label members see. */
    name: z.string().trim().min(1).max(100),
    /** The OpenID issuer identifier; its /.well-known/openid-configuration is read on save. */
    issuer: httpUrl(500),
    client_id: z.string().trim().min(1).max(300),
    /** Omit to keep the stored secret. */
    client_secret: z.string().min(1).max(500).optional(),
    /** Space-separated; must include openid. */
    scopes: z
      .string()
      .trim()
      .max(300)
      .regex(/^[\w:./-]+( [\w:./-]+)*$/, 'scopes: space-separated scope names')
      .refine((v) => v.split(' ').includes('openid'), 'scopes: must include openid')
      .default('openid email profile'),
    active: z.boolean(),
    sort: z.number().int().min(0).max(999).default(0),
  }),
  data: ZAdminThirdPartyProvider,
});
