import { z } from 'zod';
import { defineCall } from './call';
import { httpUrl } from './safe-url';

/**
 * Launch and leave over the transfer wallet (spec §7, §4): play1 moves the member's main balance
 * into the provider and answers the game URL (also sent as the `game.url` realtime event); leave1
 * brings the provider balance back; balance/all/back empties every provider wallet.
 * Codes: GameStartCode (203 maintenance with start_at/end_at, 957 transfers off, 959 the balance
 * could not be moved into the game) and
 * BalanceReturnCode (101-105) in codes.ts.
 */
export const GamePlay = defineCall({
  name: 'GamePlay',
  method: 'POST',
  path: '/member/game/play1',
  auth: 'member',
  request: z.object({
    gp_id: z.string().min(1).max(32),
    game_type: z.coerce.number().int().min(2).max(9).optional(),
    game_code: z.string().min(1).max(64),
    /** Where the game's lobby button goes (the site's /close): absolute http(s) only. */
    lobby_url: httpUrl(500),
    /** The §9 device type (DEVICE_TYPES 1-7); 0 from clients that sent the list device. */
    device: z.coerce.number().int().min(0).max(7).optional(),
    extra: z.record(z.string().max(64), z.unknown()).optional(),
  }),
  data: z.object({
    game_url: z.string(),
    /** The main wallet after the move, as a decimal string. */
    cash: z.string(),
    /** True when the provider has not confirmed the move yet; it settles on its own. */
    transfer_pending: z.boolean(),
  }),
});

export const ZMaintenanceData = z.object({ start_at: z.string().nullable(), end_at: z.string().nullable() });

export const GameLeave = defineCall({
  name: 'GameLeave',
  method: 'POST',
  path: '/member/game/leave1',
  auth: 'member',
  request: z.object({}),
  data: z.object({ cash: z.string(), transfer_pending: z.boolean() }),
});

export const BalanceAllBack = defineCall({
  name: 'BalanceAllBack',
  method: 'POST',
  path: '/member/profile/balance/all/back',
  auth: 'member',
  request: z.object({}),
  data: z.object({
    cash: z.string(),
    returned: z.array(z.object({ gp_id: z.string(), amount: z.string() })),
  }),
});

/** Older path of the same call (spec §7). */
export const BalanceGetBack = {
  ...BalanceAllBack,
  name: 'BalanceGetBack',
  path: '/member/profile/balance_get_back' as const,
};
