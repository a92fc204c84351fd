import { GetJackpot, HotGames } from '@arks/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { gameKeys } from './hall-games';

/** Spec §7 get_jackpot: the providers' pools in this currency, refreshed while the page is open. */
export function useJackpot(siteId: number, currency: string) {
  return useQuery({
    queryKey: [...gameKeys.all, 'jackpot', siteId, currency] as const,
    // A failure shows the server's message as a toast (spec §7); the display just stays hidden.
    queryFn: ({ signal }) => callContract(GetJackpot, { site_id: siteId, currency }, { signal }),
    refetchInterval: 60_000,
    enabled: currency !== '',
  });
}

/** Spec §7 hot-games: the catalogue's games tagged hot, for the home page's Popular list. */
export function useHotGames(siteId: number, currency: string, memberId: string | null) {
  return useQuery({
    queryKey: [...gameKeys.all, 'hot', siteId, currency, memberId] as const,
    queryFn: ({ signal }) => callContract(HotGames, { site_id: siteId, currency }, { signal, silent: true }),
    select: (data) => data.list,
    staleTime: 60_000,
    enabled: currency !== '',
  });
}
