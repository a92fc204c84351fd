import { envelope, type CallContract, type LangCode, ZValidationErrorData } from '@arks/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, PlatformErrors } from './app-error';
import { appPlatformOf } from './app-platform';
import { ok } from './envelope';
import { resolveSite } from './site-context';
import type { MemberIdentity, RequestSite, SiteDirectory } from './request-context';
import type { TtlCache } from './ttl-cache';

export interface CallContext<C extends CallContract> {
  input: z.output<C['request']>;
  site: RequestSite;
  lang: LangCode;
  /** Set on member calls (the guard let the request through); null on public calls. */
  member: MemberIdentity | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends CallContract> = (ctx: CallContext<C>) => Promise<z.output<C['data']>>;

export interface CallDeps {
  sites: SiteDirectory;
  defaultSiteId: number;
  /** Finished answers of calls marked `visitorCache`, per node; absent means every call is answered fresh. */
  visitorAnswers?: TtlCache<string>;
}

/**
 * What a visitor's answer can depend on: the call, its input, the site, the address it was asked at,
 * the language and the app platform (spec §6 provider lists differ in the iOS and Android apps).
 * Members (any authorization header) are never answered from the cache.
 */
function visitorAnswerKey(name: string, request: FastifyRequest, input: unknown): string | undefined {
  if (request.headers.authorization) return undefined;
  return [
    name,
    (request.site as RequestSite).id,
    request.host,
    request.lang,
    appPlatformOf(request.headers['user-agent']),
    JSON.stringify(input),
  ].join('\n');
}

const errorEnvelope = envelope(z.null());

/**
 * Wires one contract of packages/contracts as a route: method and path under /api, the request schema
 * (body for POST, query for GET), the enveloped answer, OpenAPI tags, the member guard for non-public
 * calls (added by guardApiRoutesByDefault), and the site and language of the request.
 */
export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  deps: CallDeps,
  contract: C,
  handler: CallHandler<C>,
  options: {
    tags: string[];
    /**
     * Hot public reads whose answer is the same for every visitor: the finished JSON (checked against
     * the contract once) is kept for the read-cache time, so a visit does not rebuild, re-check and
     * re-serialize it. Only for calls that read nothing but their input, site, host and language.
     */
    visitorCache?: boolean;
  },
): void {
  const inputKey = contract.method === 'GET' ? 'querystring' : 'body';
  const answer = envelope(contract.data);
  app.route({
    method: contract.method,
    url: `/api${contract.path}`,
    config: { callAuth: contract.auth, publicCache: options.visitorCache === true },
    schema: {
      [inputKey]: contract.request,
      response: {
        200: answer,
        400: envelope(ZValidationErrorData),
        ...(contract.auth === 'member' ? { 401: errorEnvelope } : {}),
        404: errorEnvelope,
        500: errorEnvelope,
      },
      tags: options.tags,
      summary: contract.name,
      operationId: contract.name,
      ...(contract.auth === 'member' ? { security: [{ memberToken: [] }] } : {}),
    },
    // The web wrapper always sends a JSON body, but native apps may POST nothing to calls with only
    // optional fields; treat that as {} instead of failing validation.
    preValidation: async (request) => {
      if (inputKey === 'body' && (request.body === undefined || request.body === null)) request.body = {};
    },
    preHandler: async (request) => {
      const site = await resolveSite(request, deps.sites, deps.defaultSiteId);
      // A token belongs to one site; presenting it to another is not a valid session there.
      if (request.member && request.member.siteId !== site.id)
        throw new AppError(PlatformErrors.unauthorized);
      request.site = site;
      if (!request.langExplicit) request.lang = site.defaultLanguage as LangCode;
    },
    handler: async (request, reply) => {
      const input = (inputKey === 'body' ? request.body : request.query) as z.output<C['request']>;
      const run = () =>
        handler({
          input,
          site: request.site as RequestSite,
          lang: request.lang,
          member: request.member,
          request,
          reply,
        });
      const key =
        options.visitorCache && deps.visitorAnswers && visitorAnswerKey(contract.name, request, input);
      if (key) {
        const body = await deps.visitorAnswers!.get(key, async () =>
          JSON.stringify(answer.parse(ok(await run()))),
        );
        return reply.type('application/json; charset=utf-8').send(body);
      }
      return ok(await run());
    },
  });
}
