import { CheckIframe, SportQuickBetUrl } from '@arks/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { gameKeys } from './hall-games';

/** Spec §7 sport-quickbet-url, then check_iframe on the address it gave. */
export function useQuickBet(q: { siteId: number; currency: string; device: number }) {
  const url = useQuery({
    queryKey: [...gameKeys.all, 'quickbet', q] as const,
    queryFn: ({ signal }) =>
      callContract(
        SportQuickBetUrl,
        {
          site_id: q.siteId,
          currency: q.currency,
          support_device: q.device,
          domain: window.location.hostname,
        },
        { signal, silent: true },
      ),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const address = url.data?.detail.url;
  const check = useQuery({
    queryKey: [...gameKeys.all, 'quickbet-check', address] as const,
    queryFn: ({ signal }) => callContract(CheckIframe, { url: address! }, { signal, silent: true }),
    enabled: address !== undefined,
    retry: false,
    staleTime: 5 * 60_000,
  });
  return { url, check, address };
}
