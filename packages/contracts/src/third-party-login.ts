import { z } from 'zod';
import { defineCall } from './call';
import { ZLoginSuccess } from './account';
import { ZSiteScoped } from './site';
import { TEXT_MAX, text } from './text-limits';

/**
 * Third-party login (spec §2 /authCallback, §3 cross-tab authLogin / authLoginClose): OpenID Connect
 * providers that staff configure per site. The login screen lists them; a click opens the auth popup
 * at /loading, asks `ThirdPartyLoginStart` for the provider's address and sends the popup there; the
 * provider returns the popup to /authCallback, which hands the answer to `ThirdPartyLoginCallback` and
 * tells the opener the outcome. The call answers exactly what the password login answers.
 */

/** A provider's key within its site: lower-case letters, digits, - and _. */
export const ZThirdPartyProviderKey = z
  .string()
  .max(32)
  .regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'provider: 1-32 lower-case letters, digits, - or _');

export const ZThirdPartyProvider = z.object({ key: z.string(), name: z.string() });
export type TThirdPartyProvider = z.infer<typeof ZThirdPartyProvider>;

export const ThirdPartyLoginProviders = defineCall({
  name: 'ThirdPartyLoginProviders',
  method: 'GET',
  path: '/third_party_login/providers',
  auth: 'public',
  request: ZSiteScoped,
  data: z.object({ list: z.array(ZThirdPartyProvider) }),
});

export const ThirdPartyLoginStart = defineCall({
  name: 'ThirdPartyLoginStart',
  method: 'POST',
  path: '/third_party_login/start',
  auth: 'public',
  request: ZSiteScoped.extend({
    provider: ZThirdPartyProviderKey,
    /** The currency a first-time login opens its new account in; the site's first currency if omitted. */
    currency: text(TEXT_MAX.code).optional(),
  }),
  /** The provider's authorization address, for the popup. */
  data: z.object({ url: z.string() }),
});

/** The query the provider returned the popup with (OAuth 2.0 authorization response, RFC 9207 iss). */
export const ThirdPartyLoginCallback = defineCall({
  name: 'ThirdPartyLoginCallback',
  method: 'POST',
  path: '/third_party_login/callback',
  auth: 'public',
  request: ZSiteScoped.extend({
    state: text(TEXT_MAX.token),
    code: text(TEXT_MAX.token * 4).optional(),
    iss: text(TEXT_MAX.url).optional(),
    error: text(TEXT_MAX.title).optional(),
    error_description: text(TEXT_MAX.token).optional(),
  }),
  data: ZLoginSuccess,
});
