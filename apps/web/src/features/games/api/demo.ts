import { DemoHalls, DemoProviderGames } from '@arks/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { gameKeys } from './hall-games';

export interface DemoQuery {
  siteId: number;
  currency: string;
  /** 0 desktop, 1 mobile, 2 app. */
  device: number;
}

/** Spec /demo/gt_games: the halls with demo games, each with its providers. */
export function useDemoHalls(q: DemoQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...gameKeys.all, 'demo-halls', q],
    queryFn: async ({ signal }) =>
      (
        await callContract(
          DemoHalls,
          { site_id: q.siteId, currency: q.currency, support_device: q.device },
          { signal },
        )
      ).data,
    enabled,
    staleTime: 60_000,
  });
}

/** Spec /demo/gp_games: one provider's demo games in one hall. */
export function useDemoGames(q: (DemoQuery & { gtId: number; gpId: string }) | null) {
  return useQuery({
    queryKey: [...gameKeys.all, 'demo-games', q],
    queryFn: async ({ signal }) =>
      (
        await callContract(
          DemoProviderGames,
          {
            site_id: q!.siteId,
            currency: q!.currency,
            device: q!.device,
            gp_id: q!.gpId,
            game_type_id: q!.gtId,
          },
          { signal },
        )
      ).data,
    enabled: q !== null,
    staleTime: 60_000,
  });
}
