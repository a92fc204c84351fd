import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

/** Rewrites the ID token of the next token answers (signed again with `sign`), or null. */
export type IdTokenTamper = (
  claims: JWTPayload,
  sign: (claims: JWTPayload, key?: 'provider' | 'foreign') => Promise<string>,
) => Promise<string>;

export interface TestOidcProvider {
  issuer: string;
  /** The subject (and e-mail) the next interaction signs in as. */
  signInAs(subject: string, email?: { address: string; verified: boolean }): void;
  /** Follows an authorization URL as a browser would: the redirect_uri it ends at, with its query. */
  authorize(url: string): Promise<URL>;
  tamperIdToken(tamper: IdTokenTamper | null): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1 at a free port, with the given
 * clients, signing with a key the test holds. Its login and consent pages are replaced by a handler
 * that signs in whoever `signInAs` names, so a test drives the authorization code flow over HTTP
 * exactly as a browser would, without a form. `tamperIdToken` lets a test change what the token
 * endpoint answers, to check the relying party refuses what it must.
 */
export async function startTestOidcProvider(clients: TestClient[]): Promise<TestOidcProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  let subject = 'subject-1';
  let email: { address: string; verified: boolean } | undefined;
  let tamper: IdTokenTamper | null = null;
  let provider: Provider | null = null;

  const sign = (claims: JWTPayload, key: 'provider' | 'foreign' = 'provider') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .sign(key === 'provider' ? privateKey : foreign.privateKey);

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse) {
    const details = await provider!.interactionDetails(req, res);
    const clientId = String(details.params.client_id);
    const grant = new provider!.Grant({ accountId: subject, clientId });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider!.interactionFinished(
      req,
      res,
      { login: { accountId: subject }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  /** Lets the provider answer, then swaps the ID token in its JSON before it leaves. */
  function tamperTokenAnswer(res: http.ServerResponse, change: IdTokenTamper) {
    const end = res.end.bind(res) as (chunk?: unknown) => http.ServerResponse;
    res.end = ((chunk?: unknown) => {
      if (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) return end(chunk);
      const body = JSON.parse(chunk.toString()) as { id_token?: string };
      if (!body.id_token) return end(chunk);
      void change(decodeJwt(body.id_token), sign).then((idToken) => {
        const text = JSON.stringify({ ...body, id_token: idToken });
        res.setHeader('content-length', Buffer.byteLength(text));
        end(text);
      });
      return res;
    }) as typeof res.end;
  }

  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((err: unknown) => {
        res.statusCode = 500;
        res.end(String(err));
      });
      return;
    }
    if (tamper && req.url?.startsWith('/token')) tamperTokenAnswer(res, tamper);
    provider!.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      ...c,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [jwk] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        ...(email ? { email: email.address, email_verified: email.verified } : {}),
      }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // Scope claims in the ID token itself, as most public providers do.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, i) => `/interaction/${i.uid}` },
    cookies: { keys: ['test-cookie-signing-key'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });

  // A browser's cookies for the provider: the interaction and session cookies between the redirects.
  const jar = new Map<string, string>();
  async function step(url: string): Promise<Response> {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  }

  return {
    issuer,
    signInAs(next, address) {
      subject = next;
      email = address;
      // A new person at the same browser: no earlier session carries over.
      jar.clear();
    },
    async authorize(url) {
      let next = url;
      for (let hop = 0; hop < 10; hop += 1) {
        const response = await step(next);
        const location = response.headers.get('location');
        if (!location)
          throw new Error(`provider stopped at ${next}: ${response.status} ${await response.text()}`);
        const target = new URL(location, next);
        if (target.origin !== issuer) return target;
        next = target.toString();
      }
      throw new Error('too many redirects at the provider');
    },
    tamperIdToken(next) {
      tamper = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
