import type { TGameItem } from '@arks/contracts';
import { GameLabel } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';

export interface HallQuery {
  siteId: number;
  currency: string;
  /** 0 desktop, 1 mobile, 2 app. */
  device: number;
  gtId: number;
  /** One provider, or every provider of the hall. */
  gpId?: string;
  /** The member's token changes which games are marked favourite. */
  memberId: string | null;
}

export const gameKeys = {
  all: ['games'] as const,
  hall: (q: HallQuery) => [...gameKeys.all, 'hall', q] as const,
};

export const hallGamesQueryOptions = (q: HallQuery) =>
  queryOptions({
    queryKey: gameKeys.hall(q),
    queryFn: async ({ signal }) =>
      callContract(
        GameLabel,
        { site_id: q.siteId, currency: q.currency, device: q.device, game_type_id: q.gtId, gp_id: q.gpId },
        { signal },
      ),
    staleTime: 60_000,
  });

/** A hall's games (spec /v2/game_label): every game, and one tab per tag. */
export function useHallGames(q: HallQuery) {
  return useQuery(hallGamesQueryOptions(q));
}

export type GameItem = TGameItem;
