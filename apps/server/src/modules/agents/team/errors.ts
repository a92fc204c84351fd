import { PlatformCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

/** Refusals of the team pages; members read them in their language (server messages). */
export const TeamErrors = errorTable('agentTeam', {
  notAgent: {
    code: PlatformCode.FORBIDDEN,
    httpStatus: 403,
    message: 'Only an active agent can read team reports',
  },
  notInTeam: {
    code: PlatformCode.FORBIDDEN,
    httpStatus: 403,
    message: 'agent_id: this agent is not in your team',
  },
} as const satisfies Record<string, ErrorSpec>);
