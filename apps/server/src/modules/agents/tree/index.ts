/** The module's public face: the agent tree for the rest of the agent programme. */
export {
  agentLayoutFacts,
  agentStatusHeld,
  agentsOf,
  findAgent,
  isInTeam,
  makeAgent,
  moveUnder,
  setAgentStatus,
  subtreeAgentIds,
  subtreeAgents,
  teamMembers,
} from './repository';
export type { AgentRecord, TreeRefusal } from './repository';
export { agentLevelNamesOf, findAgents, listAgents, replaceAgentLevelNames, setAgentTerms } from './staff';
