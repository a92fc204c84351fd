import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request';
import { accountKeys } from './member-keys';

export interface MemberProfile {
  id: number;
  member_account: string;
  member_name?: string | null;
  is_withdraw_password?: number | boolean;
  member_birthday?: string | null;
  member_email?: string | null;
  member_currency?: string;
  member_phone?: string | null;
  member_line?: string | null;
  member_others?: string | null;
  member_qq?: string | null;
  member_skype?: string | null;
  member_wechat?: string | null;
  member_fb?: string | null;
  member_zalo?: string | null;
  member_telegram?: string | null;
  member_whats_app?: string | null;
  identity_id?: string | null;
}

export const memberProfileQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: accountKeys.profile(memberId),
    queryFn: async ({ signal }) =>
      (await request<{ member_profile: MemberProfile }>('/member/profile', {}, { signal })).data
        .member_profile,
  });

export function useMemberProfile(memberId: string | null, enabled: boolean) {
  return useQuery({ ...memberProfileQueryOptions(memberId), enabled: enabled && memberId !== null });
}
