import type { CallData } from '@arks/contracts';
import { AgentLinkClaim, AgentLinkVisit } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';

export type AgentLinkVisitData = CallData<typeof AgentLinkVisit>;

/** A visit of /register?link=<code>: counts the click, answers the agent and currency it locks. */
export function visitAgentLink(siteId: number, code: string, visitor: string | undefined) {
  return callContract(AgentLinkVisit, { site_id: siteId, code, visitor }, { silent: true });
}

/** After registering through the link: the registration counts for it (see the contract's note). */
export function claimAgentLink(claim: { code: string; visitor: string }) {
  return callContract(AgentLinkClaim, claim, { silent: true });
}
