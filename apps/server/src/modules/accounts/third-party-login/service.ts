import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { AttemptLimiter } from '../../../platform/attempt-limiter';
import type { Clock } from '../../../platform/clock';
import { openSecret } from '../../../platform/secret-box';
import type { Site } from '../../sites/site';
import { AccountErrors, type ClientInfo, type VerifiedLogin } from '../member';
import { ThirdPartyLoginErrors } from './errors';
import { authorizationUrl, exchangeCode, newSignInSecrets, type OidcClients } from './oidc-client';
import * as repo from './repository';

/** How long a member has between the click and the provider sending them back. */
export const SIGN_IN_TTL_MS = 10 * 60_000;
/** Sign-ins one address may start in 10 minutes: each keeps a row until it is used or expires. */
export const MAX_STARTS_PER_IP = 30;
/** The page the provider returns the popup to (spec §2 /authCallback). */
export const CALLBACK_PATH = '/authCallback';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('base64url');
/** The browser key is ours (32 random bytes); anything else in the cookie is ignored. */
export const isBrowserKey = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/** The site's own address the provider sends members back to; never from request headers. */
export function redirectUri(site: Pick<Site, 'publicOrigin'>): string | null {
  return site.publicOrigin ? `${site.publicOrigin}${CALLBACK_PATH}` : null;
}

export interface CallbackInput {
  state: string;
  code?: string;
  iss?: string;
  error?: string;
  error_description?: string;
}

export type ThirdPartyLoginService = ReturnType<typeof createThirdPartyLoginService>;

/**
 * Member side of third-party login. A first sign-in with an identity opens a new account on the site
 * (in the currency the login screen asked for, else the site's first), linked to the provider's
 * issuer and subject; later sign-ins with that identity enter that account. An existing account is
 * never joined by e-mail address: an address at a provider proves nothing about an account here.
 */
export function createThirdPartyLoginService(deps: {
  db: Db;
  clock: Clock;
  /** PROVIDER_SECRET_KEY: opens the sealed client secrets. */
  key: string;
  clients: OidcClients;
  verifiedLogin: VerifiedLogin;
  currencies: (site: Site) => Promise<string[]>;
  attempts: AttemptLimiter;
  log: { warn(obj: object, msg: string): void };
}) {
  const { db, clock, clients, verifiedLogin } = deps;
  const settingsOf = (p: repo.ProviderRow) => ({
    issuer: p.issuer,
    clientId: p.clientId,
    clientSecret: openSecret(p.clientSecretEnc, deps.key),
  });

  async function clientConfig(provider: repo.ProviderRow) {
    try {
      return await clients.config(settingsOf(provider));
    } catch (err) {
      deps.log.warn({ err, provider: provider.key, issuer: provider.issuer }, 'OpenID discovery failed');
      throw new AppError(ThirdPartyLoginErrors.unavailable);
    }
  }

  return {
    /** The buttons of the login screen: switched-on providers, when the site can be called back. */
    async providers(site: Site) {
      if (!redirectUri(site) || site.isDemo) return [];
      const rows = await repo.listProviders(db, site.id);
      return rows.filter((p) => p.active).map((p) => ({ key: p.key, name: p.name }));
    },

    /**
     * Starts a sign-in: the state, nonce and PKCE verifier stay here (hashed where they identify the
     * sign-in), bound to the site and to the browser key the caller keeps in a cookie.
     */
    async start(site: Site, input: { provider: string; currency?: string }, browserKey: string, ip: string) {
      if (site.isDemo) throw new AppError(AccountErrors.demoSite);
      const limit = { key: `oidc-start:ip:${ip}`, max: MAX_STARTS_PER_IP, windowMs: SIGN_IN_TTL_MS };
      if (!(await deps.attempts.take(limit))) throw new AppError(PlatformErrors.tooManyRequests);
      const provider = await repo.findProvider(db, site.id, input.provider);
      if (!provider?.active) throw new AppError(ThirdPartyLoginErrors.unavailable);
      const redirect = redirectUri(site);
      if (!redirect) throw new AppError(ThirdPartyLoginErrors.noPublicOrigin);
      const open = await deps.currencies(site);
      const currency = input.currency ?? open[0];
      if (!currency || !open.includes(currency)) throw new AppError(AccountErrors.currencyNotOpen);
      const config = await clientConfig(provider);
      const secrets = await newSignInSecrets();
      await repo.insertState(db, {
        stateHash: sha256(secrets.state),
        browserHash: sha256(browserKey),
        siteId: site.id,
        providerId: provider.id,
        nonce: secrets.nonce,
        codeVerifier: secrets.codeVerifier,
        currency,
        expiresAt: new Date(clock.now().getTime() + SIGN_IN_TTL_MS),
      });
      return { url: authorizationUrl(config, { ...secrets, redirectUri: redirect, scope: provider.scopes }) };
    },

    /** Finishes a sign-in: the provider's answer checked, the member found or opened, a session. */
    async callback(site: Site, input: CallbackInput, browserKey: string | undefined, client: ClientInfo) {
      // Taken out first: a state is good for one try, whatever happens next.
      const state = await repo.takeState(db, sha256(input.state));
      const expired =
        !state ||
        state.expiresAt.getTime() <= clock.now().getTime() ||
        state.siteId !== site.id ||
        !isBrowserKey(browserKey) ||
        state.browserHash !== sha256(browserKey);
      if (expired) throw new AppError(ThirdPartyLoginErrors.expired);
      const provider = await repo.findProviderById(db, state.providerId);
      const redirect = redirectUri(site);
      if (!provider?.active || !redirect) throw new AppError(ThirdPartyLoginErrors.unavailable);
      const config = await clientConfig(provider);

      const answer = new URL(redirect);
      for (const name of ['code', 'state', 'iss', 'error', 'error_description'] as const) {
        const value = input[name];
        if (value !== undefined) answer.searchParams.set(name, value);
      }
      let claims: Awaited<ReturnType<typeof exchangeCode>>;
      try {
        claims = await exchangeCode(config, answer, {
          state: input.state,
          nonce: state.nonce,
          codeVerifier: state.codeVerifier,
        });
      } catch (err) {
        deps.log.warn(
          {
            err: {
              name: (err as Error).name,
              code: (err as { code?: string }).code,
              message: (err as Error).message,
            },
            provider: provider.key,
          },
          'third-party sign-in refused',
        );
        throw new AppError(ThirdPartyLoginErrors.refused);
      }

      const identity = { siteId: site.id, issuer: claims.iss, subject: claims.sub };
      const by = { via: 'oidc', provider: provider.key };
      const now = clock.now();
      let memberId = await repo.findLinkedMember(db, site.id, identity.issuer, identity.subject);
      if (memberId === undefined) {
        const email =
          claims.email_verified === true && typeof claims.email === 'string' && claims.email.length <= 200
            ? claims.email.toLowerCase()
            : null;
        const created = await verifiedLogin.register(
          site,
          { currency: state.currency, email },
          client,
          by,
          (tx, id) => repo.insertLink(tx, { ...identity, memberId: id, at: now }),
        );
        memberId = created ?? (await repo.findLinkedMember(db, site.id, identity.issuer, identity.subject));
        if (memberId === undefined) throw new AppError(ThirdPartyLoginErrors.refused);
      } else {
        await repo.touchLink(db, site.id, identity.issuer, identity.subject, now);
      }
      return verifiedLogin.signIn(site, memberId, client, by);
    },

    /** Sign-ins never finished: gone after their time. */
    cleanUp: () => repo.deleteExpiredStates(db, clock.now()),
  };
}

/** A fresh browser key for the cookie that binds sign-ins to the browser that started them. */
export const newBrowserKey = () => randomBytes(32).toString('base64url');
