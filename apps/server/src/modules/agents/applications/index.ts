/** The module's public face: becoming an agent (eligibility, applications) and staff's agent actions. */
export { createAgentApplyService, wouldStandUnder } from './service';
export type { AgentApplyService } from './service';
export { AgentApplyErrors, AgentStaffErrors } from './errors';
