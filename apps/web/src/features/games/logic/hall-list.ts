import { GAME_HALL_IDS, GAME_HALLS, type GameHallId } from '@arks/contracts';
import { gameHallHref } from '../../../lib/game-routes';

export interface HallEntry {
  gtId: GameHallId;
  /** Catalog keys: halls.{key}.name and halls.{key}.intro (spec §3 "introduction text key"). */
  key: (typeof GAME_HALLS)[GameHallId]['key'];
  href: string;
}

/** The eight halls in gt_id order, each with the address spec §2 game routing gives it. */
export function hallEntries(): HallEntry[] {
  return GAME_HALL_IDS.map((gtId) => ({ gtId, key: GAME_HALLS[gtId].key, href: gameHallHref(gtId) }));
}
