import { BonusSettingCheck } from '@arks/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { memberKeys } from '../../../api/query-keys';

/** Spec §7 /bonus_setting/check: whether the friend-recommend programme runs for the member (is_friend). */
export function useIsFriend(memberId: string | null, siteId: number, currency: string | null) {
  return useQuery({
    queryKey: [...memberKeys.all, 'bonus-setting', memberId, siteId, currency] as const,
    queryFn: async ({ signal }) =>
      (
        await callContract(
          BonusSettingCheck,
          { site_id: siteId, ...(currency ? { member_currency: currency } : {}) },
          { signal, silent: true },
        )
      ).is_friend === 1,
    enabled: memberId !== null,
    staleTime: 60_000,
  });
}
