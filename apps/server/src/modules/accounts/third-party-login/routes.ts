import { ThirdPartyLoginCallback, ThirdPartyLoginProviders, ThirdPartyLoginStart } from '@arks/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { Site } from '../../sites/site';
import { isBrowserKey, newBrowserKey, SIGN_IN_TTL_MS, type ThirdPartyLoginService } from './service';

const tags = ['account'];
/** Binds a sign-in to the browser that started it; sent only to these calls. */
export const BROWSER_COOKIE = 'arks_oidc';
const COOKIE_PATH = '/api/third_party_login';

/** The browser's key: the one it has (several sign-ins may be under way in its tabs), or a new one. */
function browserKey(request: FastifyRequest, reply: FastifyReply, site: Site): string {
  const held = request.cookies[BROWSER_COOKIE];
  const key = isBrowserKey(held) ? held : newBrowserKey();
  reply.setCookie(BROWSER_COOKIE, key, {
    path: COOKIE_PATH,
    httpOnly: true,
    // Lax: the provider sends the member back with a top-level navigation, and the page then calls us
    // from this origin; no other site's page can make the browser send it.
    sameSite: 'lax',
    secure: site.publicOrigin?.startsWith('https:') ?? false,
    maxAge: SIGN_IN_TTL_MS / 1000,
  });
  return key;
}

export function registerThirdPartyLoginRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  service: ThirdPartyLoginService,
): void {
  registerCall(
    app,
    deps,
    ThirdPartyLoginProviders,
    async ({ site }) => ({ list: await service.providers(site) }),
    { tags },
  );

  registerCall(
    app,
    deps,
    ThirdPartyLoginStart,
    async ({ site, input, request, reply }) =>
      service.start(site, input, browserKey(request, reply, site), request.ip),
    { tags },
  );

  registerCall(
    app,
    deps,
    ThirdPartyLoginCallback,
    async ({ site, input, request, reply }) => {
      const answer = await service.callback(site, input, request.cookies[BROWSER_COOKIE], {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        lang: request.lang,
      });
      // Spec §7: a fresh token also travels in the `authorization` response header, as after /login.
      reply.header('authorization', answer.token);
      return answer;
    },
    { tags },
  );
}
