import { GameLeave } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';

/** Spec /member/game/leave1: the game's balance comes back to the main wallet. */
export const leaveGame = () => callContract(GameLeave, {}, { silent: true });
