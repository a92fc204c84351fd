/**
 * What each agent-centre page (`/proxy?page=...`) is given by the page frame: the signed-in member and
 * the site's context. Each page lives in its own feature folder and is loaded when first opened.
 */
export interface AgentViewProps {
  memberId: string;
  currency: string;
  timeZone: string;
  siteId: number;
  language: string;
  /** From the member layout: whether the member is an agent staff have not suspended. */
  isActiveAgent: boolean;
  agentLevel: number;
  mobile: boolean;
}
