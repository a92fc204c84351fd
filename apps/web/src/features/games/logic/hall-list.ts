import { bundledHallOf, GAME_HALLS, type GameHallId } from '@arks/contracts';
import { gameHallHref } from '../../../lib/game-routes';

/** What the server says of a hall (spec §3 game type). */
export interface ServerHall {
  gt_id: number;
  gt_name: string;
  gt_icon: string | null;
  gt_icon_active: string | null;
}

export interface HallEntry {
  gtId: GameHallId;
  /** Catalog key of the hall's introduction (halls.{key}.intro, spec §3 "introduction text key"). */
  key: (typeof GAME_HALLS)[GameHallId]['key'];
  /** The name staff gave it on this site, in the reader's language. */
  name: string;
  icon: HallIconSource;
  iconActive: HallIconSource;
  href: string;
}

/** A hall icon: the artwork the site ships for a hall, or a picture staff uploaded. */
export type HallIconSource = { bundled: GameHallId } | { src: string };

function iconSource(icon: string | null, gtId: GameHallId): HallIconSource {
  const bundled = bundledHallOf(icon);
  if (bundled !== null && bundled in GAME_HALLS) return { bundled: bundled as GameHallId };
  return icon ? { src: icon } : { bundled: gtId };
}

/**
 * The halls the server lists, in its order (staff's), each with the address spec §2 game routing
 * gives it; a hall id this site does not know is left out.
 */
export function hallEntries(halls: ServerHall[]): HallEntry[] {
  return halls
    .filter((h) => h.gt_id in GAME_HALLS)
    .map((h) => {
      const gtId = h.gt_id as GameHallId;
      return {
        gtId,
        key: GAME_HALLS[gtId].key,
        name: h.gt_name,
        icon: iconSource(h.gt_icon, gtId),
        iconActive: iconSource(h.gt_icon_active ?? h.gt_icon, gtId),
        href: gameHallHref(gtId),
      };
    });
}
