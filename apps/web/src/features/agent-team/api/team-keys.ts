import { memberKeys } from '../../../api/query-keys';

/** Team queries live under the member's keys, so a new login never sees another agent's team. */
export const teamKeys = {
  all: (memberId: string) => [...memberKeys.all, 'agent-team', memberId] as const,
  dashboard: (memberId: string) => [...teamKeys.all(memberId), 'dashboard'] as const,
  downline: (memberId: string, query: object) => [...teamKeys.all(memberId), 'downline', query] as const,
  operation: (memberId: string, query: object) => [...teamKeys.all(memberId), 'operation', query] as const,
  stratified: (memberId: string, query: object) => [...teamKeys.all(memberId), 'stratified', query] as const,
};
