import {
  AgentAgreementText,
  AgentApplicationState,
  AgentLevelRename,
  ApplyForAgentCheck,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, type CallDeps } from '../../../platform/register-call';
import type { AgentApplyService } from './service';

const tags = ['agents'];

/** The member's calls: spec §7's check and level names, and the Register and Agreement pages' data. */
export function registerAgentApplyRoutes(app: FastifyInstance, deps: CallDeps, service: AgentApplyService) {
  registerCall(
    app,
    deps,
    ApplyForAgentCheck,
    ({ member, input }) => service.check(member!.memberId, input.apply_agent_flag === 1),
    { tags },
  );
  registerCall(app, deps, AgentApplicationState, ({ member }) => service.state(member!.memberId), { tags });
  registerCall(
    app,
    deps,
    AgentAgreementText,
    ({ site, lang }) => service.agreement(site.id, lang, site.defaultLanguage),
    { tags },
  );
  registerCall(
    app,
    deps,
    AgentLevelRename,
    ({ member, site, lang }) => service.levelNames(member!.memberId, site.id, lang, site.defaultLanguage),
    { tags },
  );
}
