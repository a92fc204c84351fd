/** Spec §2 agent menu; ProxyCenter groups the agent's working pages. */
export const AGENT_MENU = [
  { page: 'Plan', children: [] },
  { page: 'Agreement', children: [] },
  { page: 'Register', children: [] },
  {
    page: 'ProxyCenter',
    children: [
      'DownlineInfo',
      'Promotion',
      'OperationTable',
      'StratifiedTable',
      'Transfer',
      'PerformanceSettlement',
    ],
  },
] as const;

type TopPage = (typeof AGENT_MENU)[number]['page'];
type ChildPage = (typeof AGENT_MENU)[number]['children'][number];
export type AgentPage = TopPage | ChildPage;

export const AGENT_PAGES: readonly AgentPage[] = AGENT_MENU.flatMap((entry) => [
  entry.page,
  ...entry.children,
]);
/** Pages open to anyone considering the programme; the rest need an active agent. */
export const PUBLIC_AGENT_PAGES: readonly AgentPage[] = ['Plan', 'Agreement', 'Register'];

/**
 * Spec §2: /proxy goes to proxy?page=Register when the member is not an active agent. Returns the page
 * to show and whether the address must be rewritten to it.
 */
export function resolveAgentPage(
  requested: string | null,
  isActiveAgent: boolean,
): { page: AgentPage; rewrite: boolean } {
  const match = AGENT_PAGES.find((page) => page.toLowerCase() === requested?.toLowerCase()) ?? null;
  if (!isActiveAgent) {
    if (match && PUBLIC_AGENT_PAGES.includes(match)) return { page: match, rewrite: false };
    return { page: 'Register', rewrite: true };
  }
  return match ? { page: match, rewrite: false } : { page: 'ProxyCenter', rewrite: true };
}
