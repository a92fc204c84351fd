import { BalanceReturnCode, GameStartCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

const e = (code: number, message: string): ErrorSpec => ({ code, httpStatus: 200, message });

/**
 * Launch codes of spec §8 (203, 957; 959 is ours: the move into the game was refused) and the
 * balance-return codes 101-105, whose meanings the spec leaves to us: 101 a return is already running,
 * 102 a game is being launched or left right now (a game merely left open is ended by the return
 * itself), 103 a provider did not answer (its money settles by itself), 104 a provider refused, 105 a
 * provider's transfers are off.
 */
export const GameErrors = errorTable('game', {
  maintenance: e(GameStartCode.MAINTENANCE, 'The game is under maintenance'),
  transferDisabled: e(GameStartCode.TRANSFER_DISABLED, 'Transfers to this game are switched off for now'),
  transferInFailed: e(
    GameStartCode.TRANSFER_IN_FAILED,
    'Your balance could not be moved into the game, so it was not started; your money stays in your wallet',
  ),
  unavailable: e(400, 'This game is not available'),
  /** Spec §6: the site's list closes this provider in the member's app (r88close_msg's words). */
  closedInApp: e(400, 'This game is not available in the app. Please play it on the website.'),
  startFailed: e(500, 'The game could not be started, please try again'),
  returnRunning: e(BalanceReturnCode.E101, 'A balance return is already running'),
  gameBusy: e(
    BalanceReturnCode.E102,
    'A game is being opened or closed; return the balances once it is done',
  ),
  providerSilent: e(BalanceReturnCode.E103, 'A game did not answer; its balance returns by itself shortly'),
  providerRefused: e(BalanceReturnCode.E104, 'A game refused to return the balance'),
  providerTransfersOff: e(BalanceReturnCode.E105, 'Transfers with a game are switched off for now'),
} as const satisfies Record<string, ErrorSpec>);
