import { FavoriteStore, LastPlayingGame } from '@arks/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { favouriteChange } from '../logic/game-tabs';
import { gameKeys, type GameItem } from './hall-games';

/** The member's recently played games (spec §7 last-playing-game), for the last_play tab. */
export function useLastPlayed(memberId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...gameKeys.all, 'last-played', memberId] as const,
    queryFn: ({ signal }) => callContract(LastPlayingGame, {}, { signal, silent: true }),
    select: (data) => data.list,
    enabled: enabled && memberId !== null,
  });
}

/** Stars or un-stars a game (spec §7 favorite/store sends game_id and status). */
export const toggleFavourite = (game: GameItem) => callContract(FavoriteStore, favouriteChange(game));
