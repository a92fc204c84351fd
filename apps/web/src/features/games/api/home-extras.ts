import { GetJackpot, HotGames } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { gameKeys } from './hall-games';

/** Spec §7 get_jackpot: the providers' pools in this currency, refreshed while the page is open. */
export const jackpotQuery = (siteId: number, currency: string) =>
  queryOptions({
    queryKey: [...gameKeys.all, 'jackpot', siteId, currency] as const,
    // A failure shows the server's message as a toast (spec §7); the display just stays hidden.
    queryFn: ({ signal }) => callContract(GetJackpot, { site_id: siteId, currency }, { signal }),
    refetchInterval: 60_000,
    // The figure the page carried is not asked for again as the display mounts.
    staleTime: 30_000,
    enabled: currency !== '',
  });

export const useJackpot = (siteId: number, currency: string) => useQuery(jackpotQuery(siteId, currency));

/** Spec §7 hot-games: the catalogue's games tagged hot, for the home page's Popular list. */
export const hotGamesQuery = (siteId: number, currency: string, memberId: string | null) =>
  queryOptions({
    queryKey: [...gameKeys.all, 'hot', siteId, currency, memberId] as const,
    queryFn: ({ signal }) => callContract(HotGames, { site_id: siteId, currency }, { signal, silent: true }),
    select: (data) => data.list,
    staleTime: 60_000,
    enabled: currency !== '',
  });

export const useHotGames = (siteId: number, currency: string, memberId: string | null) =>
  useQuery(hotGamesQuery(siteId, currency, memberId));
