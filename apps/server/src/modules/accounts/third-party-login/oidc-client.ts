import * as oidc from 'openid-client';

/** What a provider row holds, with its secret opened. */
export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Issuers are https. Plain http is let through only for a provider on this machine outside
 * production (a development or test provider): anywhere else a network could read the codes.
 */
export function issuerProblem(issuer: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return 'issuer: not a URL';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && !production && LOOPBACK.has(url.hostname)) return null;
  return 'issuer: must be an https address';
}

const DISCOVERY_MS = 10 * 60_000;

/**
 * Discovery (the issuer's /.well-known/openid-configuration) per provider, kept a few minutes per node
 * so a sign-in does not fetch it twice. Nothing here outlives a restart or must agree between nodes.
 */
export function createOidcClients(clock: { now(): Date }) {
  const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();
  const keyOf = (s: OidcClientSettings) => JSON.stringify([s.issuer, s.clientId, s.clientSecret]);

  async function discover(s: OidcClientSettings): Promise<oidc.Configuration> {
    const insecure = new URL(s.issuer).protocol === 'http:';
    const execute = insecure ? [oidc.allowInsecureRequests] : [];
    const found = await oidc.discovery(new URL(s.issuer), s.clientId, s.clientSecret, undefined, {
      execute,
      timeout: 10,
    });
    const metadata = found.serverMetadata();
    // client_secret_basic is the default of the specification; a provider that lists only post gets post.
    const methods = metadata.token_endpoint_auth_methods_supported;
    const auth =
      !methods || methods.includes('client_secret_basic')
        ? oidc.ClientSecretBasic(s.clientSecret)
        : oidc.ClientSecretPost(s.clientSecret);
    const config = new oidc.Configuration(metadata, s.clientId, s.clientSecret, auth);
    for (const step of execute) step(config);
    // The ID token's signature is checked against the provider's published keys too, not only the
    // TLS connection it came over.
    oidc.enableNonRepudiationChecks(config);
    return config;
  }

  return {
    config(s: OidcClientSettings): Promise<oidc.Configuration> {
      const key = keyOf(s);
      const now = clock.now().getTime();
      const hit = cache.get(key);
      if (hit && now - hit.at < DISCOVERY_MS) return hit.config;
      const config = discover(s);
      cache.set(key, { at: now, config });
      // A failed discovery is not kept: the next sign-in asks again.
      config.catch(() => cache.delete(key));
      return config;
    },
    forget(s: OidcClientSettings): void {
      cache.delete(keyOf(s));
    },
  };
}
export type OidcClients = ReturnType<typeof createOidcClients>;

/** A sign-in's one-time values: state, nonce and the PKCE verifier with its challenge (S256). */
export async function newSignInSecrets() {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier,
    codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
  };
}

export function authorizationUrl(
  config: oidc.Configuration,
  p: { redirectUri: string; scope: string; state: string; nonce: string; codeChallenge: string },
): string {
  return oidc
    .buildAuthorizationUrl(config, {
      response_type: 'code',
      redirect_uri: p.redirectUri,
      scope: p.scope,
      state: p.state,
      nonce: p.nonce,
      code_challenge: p.codeChallenge,
      code_challenge_method: 'S256',
    })
    .toString();
}

/**
 * Exchanges the code and checks the answer (openid-client): state, the provider's iss, then the ID
 * token's signature, issuer, audience (this client), nonce and expiry. Answers its claims.
 */
export async function exchangeCode(
  config: oidc.Configuration,
  callback: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<oidc.IDToken> {
  const tokens = await oidc.authorizationCodeGrant(config, callback, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token in the token answer');
  return claims;
}
