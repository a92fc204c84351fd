import {
  DoubleValidation,
  DoubleValidationSkip,
  EditPassword,
  GetLoginHeader,
  Login,
  Logout,
  MemberLayout,
  MemberProfile,
  Register,
  RegisterSettings,
  ServiceAgreement,
} from '@arks/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readToken } from '../../../platform/auth-guard';
import { requestCountry } from '../../../platform/country';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { SiteService } from '../../sites/site';
import type { ClientInfo, MemberService } from './service';
import { toProfile } from './views';

const tags = ['account'];

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  lang: request.lang,
  // Where the CDN names the caller's country (COUNTRY_HEADER): login §8 202.
  country: requestCountry(request) ?? undefined,
});

/** Spec §7: a fresh token also travels in the `authorization` response header. */
function withToken<T extends { token: string }>(reply: FastifyReply, answer: T): T {
  reply.header('authorization', answer.token);
  return answer;
}

export function registerMemberRoutes(
  app: FastifyInstance,
  deps: CallDeps,
  members: MemberService,
  sites: SiteService,
): void {
  registerCall(
    app,
    deps,
    RegisterSettings,
    async ({ site }) => ({ list: await members.registerSettings(site) }),
    {
      tags,
    },
  );

  registerCall(app, deps, ServiceAgreement, async ({ site, lang }) => members.agreement(site, lang), {
    tags,
  });

  registerCall(
    app,
    deps,
    Register,
    async ({ site, input, request, reply }) =>
      withToken(reply, await members.register(site, await sites.currencies(site), input, clientOf(request))),
    { tags },
  );

  registerCall(
    app,
    deps,
    GetLoginHeader,
    async ({ request }) => ({ remote_addr: request.ip, host: request.host }),
    { tags },
  );

  registerCall(
    app,
    deps,
    Login,
    async ({ site, input, request, reply }) => {
      const answer = await members.login(site, input, clientOf(request));
      // A double-validation answer carries no token yet; the session starts after the right answer.
      return 'token' in answer ? withToken(reply, answer) : answer;
    },
    { tags },
  );

  registerCall(
    app,
    deps,
    DoubleValidation,
    async ({ site, input, request, reply }) =>
      withToken(reply, await members.answerQuestion(site, input, clientOf(request))),
    { tags },
  );

  registerCall(
    app,
    deps,
    DoubleValidationSkip,
    async ({ input }) => members.skipQuestion(input.member_login_id),
    {
      tags,
    },
  );

  registerCall(
    app,
    deps,
    Logout,
    async ({ site, member, request }) => {
      const token = readToken(request.headers.authorization);
      if (token && member) await members.logout(site, token, member.memberId, clientOf(request));
      return null;
    },
    { tags },
  );

  registerCall(
    app,
    deps,
    MemberLayout,
    async ({ member }) => ({ member_common_layout: await members.layout(member!.memberId) }),
    { tags },
  );

  registerCall(
    app,
    deps,
    MemberProfile,
    async ({ member }) => ({ member_profile: toProfile(await members.member(member!.memberId)) }),
    { tags },
  );

  registerCall(
    app,
    deps,
    EditPassword,
    async ({ site, member, input, request, reply }) => {
      const issued = await members.editPassword(site, member!.memberId, input, clientOf(request));
      reply.header('authorization', issued.token);
      return null;
    },
    { tags },
  );
}
