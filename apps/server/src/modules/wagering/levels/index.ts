/** The module's public face: members' levels for other modules (rebates, withdrawal limits). */
export { levelOfMembers, levelWithdrawLimits } from './repository';
export type { LevelWithdrawLimits } from './repository';
export type { TurnoverSink } from './service';
