import { DemoPlay, GamePlay } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';
import { isRequestError } from '../../../api/request-error';
import type { GameItem } from './hall-games';

export type LaunchAnswer =
  | { ok: true; url: string }
  | {
      ok: false;
      code: number | null;
      message: string;
      maintenance?: { start_at: string | null; end_at: string | null };
    };

async function answer(run: () => Promise<{ game_url: string }>): Promise<LaunchAnswer> {
  try {
    return { ok: true, url: (await run()).game_url };
  } catch (error) {
    if (!isRequestError(error)) throw error;
    const data = error.data as { start_at?: string | null; end_at?: string | null } | null;
    return {
      ok: false,
      code: error.code,
      message: error.message,
      ...(error.code === 203 && data
        ? { maintenance: { start_at: data.start_at ?? null, end_at: data.end_at ?? null } }
        : {}),
    };
  }
}

/** Spec /member/game/play1: the main wallet moves into the game, which answers its address. */
export const playGame = (game: GameItem, device: number) =>
  answer(() =>
    callContract(
      GamePlay,
      {
        gp_id: game.gp_id,
        game_type: game.gt_id,
        game_code: game.game_code,
        lobby_url: `${window.location.origin}/close`,
        device,
      },
      { silent: true },
    ),
  );

/** Spec /demo/play: pretend money, no login. */
export const playDemo = (game: GameItem, q: { siteId: number; currency: string; device: number }) =>
  answer(() =>
    callContract(
      DemoPlay,
      {
        site_id: q.siteId,
        currency: q.currency,
        device: q.device,
        gp_id: game.gp_id,
        game_type: game.gt_id,
        game_code: game.game_code,
        house: game.house,
        lobby_url: `${window.location.origin}/close`,
      },
      { silent: true },
    ),
  );
