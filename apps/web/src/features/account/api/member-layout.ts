import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';
import { accountKeys } from './member-keys';

export interface MemberLayout {
  id: number;
  member_account: string;
  member_type: number;
  member_currency: string;
  member_cash?: string;
  is_agent?: number | boolean;
  agent_active?: number | boolean;
  first_login_to_change_password?: number | boolean;
  need_bank_account_deposit_verified?: number | boolean;
}

export const memberLayoutQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: accountKeys.layout(memberId),
    queryFn: async ({ signal }) =>
      (await request<{ member_common_layout: MemberLayout }>('/member/profile/common/layout', {}, { signal }))
        .data.member_common_layout,
    staleTime: 30_000,
  });

/** The member layout (spec §3); loaded for real members only, never for the demo member. */
export function useMemberLayout(memberId: string | null, enabled: boolean) {
  return useQuery({ ...memberLayoutQueryOptions(memberId), enabled: enabled && memberId !== null });
}
