import {
  AgentTeamDashboard,
  AgentTeamDownline,
  AgentTeamOperation,
  AgentTeamOperationExport,
  AgentTeamStratified,
  AgentTeamStratifiedExport,
  type LangCode,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { MemberIdentity } from '../../../platform/request-context';
import { resolveSite } from '../../../platform/site-context';
import { operationTable, stratifiedTable, toCsv, toXlsx, type Table } from './export';
import type { TeamService } from './service';

const tags = ['agents'];

export function registerTeamRoutes(app: FastifyInstance, deps: CallDeps, team: TeamService): void {
  // Member calls only run after the guard let them through, so the identity is always there.
  registerCall(app, deps, AgentTeamDashboard, ({ member, site }) => team.dashboard(member!, site.timeZone), {
    tags,
  });
  registerCall(app, deps, AgentTeamDownline, ({ member, input }) => team.downline(member!, input), { tags });
  registerCall(app, deps, AgentTeamOperation, ({ member, input }) => team.operation(member!, input), {
    tags,
  });
  registerCall(app, deps, AgentTeamStratified, ({ member, input }) => team.stratified(member!, input), {
    tags,
  });

  // The operation report and a stratified level as files: not envelopes, so not contract calls; the
  // member guard and the same site check as every member call.
  const fileRoute = <Q extends { format: 'csv' | 'xlsx'; start_date: string; end_date: string }>(
    route: typeof AgentTeamOperationExport | typeof AgentTeamStratifiedExport,
    prefix: string,
    table: (member: MemberIdentity, q: Q, lang: LangCode) => Promise<Table>,
  ) =>
    app.route({
      method: route.method,
      url: `/api${route.path}`,
      config: { callAuth: route.auth },
      schema: {
        querystring: route.request,
        tags,
        summary: route.name,
        operationId: route.name,
        security: [{ memberToken: [] }],
      },
      preHandler: async (request) => {
        const site = await resolveSite(request, deps.sites, deps.defaultSiteId);
        if (request.member && request.member.siteId !== site.id)
          throw new AppError(PlatformErrors.unauthorized);
        request.site = site;
        if (!request.langExplicit) request.lang = site.defaultLanguage as LangCode;
      },
      handler: async (request, reply) => {
        const q = request.query as Q;
        const data = await table(request.member as MemberIdentity, q, request.lang);
        const file = q.format === 'csv' ? toCsv(data) : await toXlsx(data);
        return reply
          .header(
            'content-type',
            q.format === 'csv'
              ? 'text/csv; charset=utf-8'
              : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .header(
            'content-disposition',
            `attachment; filename="${prefix}-${q.start_date}-${q.end_date}.${q.format}"`,
          )
          .send(file);
      },
    });
  fileRoute<z.output<typeof AgentTeamOperationExport.request>>(
    AgentTeamOperationExport,
    'team',
    async (member, q, lang) => operationTable(await team.operation(member, q), lang),
  );
  fileRoute<z.output<typeof AgentTeamStratifiedExport.request>>(
    AgentTeamStratifiedExport,
    'team-levels',
    async (member, q, lang) => stratifiedTable(await team.stratified(member, q), lang),
  );
}
