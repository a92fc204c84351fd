import type { CallData } from '@arks/contracts';
import { AgentTeamDashboard } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { teamKeys } from './team-keys';

export type TeamDashboardData = CallData<typeof AgentTeamDashboard>;

/** `/member/agent/team/dashboard`: team size and today's, this week's and this month's figures. */
export const fetchTeamDashboard = (signal?: AbortSignal) =>
  callContract(AgentTeamDashboard, {}, { signal, silent: true });

export const teamDashboardQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: teamKeys.dashboard(memberId),
    queryFn: ({ signal }) => fetchTeamDashboard(signal),
  });

export const useTeamDashboard = (memberId: string) => useQuery(teamDashboardQueryOptions(memberId));
