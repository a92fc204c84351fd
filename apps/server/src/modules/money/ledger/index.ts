/** The module's public face: what other modules may use. */
export { boundedAmount, issuesMoney, withinBound } from './amount-bounds';
export { LedgerErrors } from './errors';
export { currencyOf, openAccounts, parseAmount } from './money-input';
export { createLedgerService } from './service';
export type { LedgerService, TransferResult } from './service';
export { flowsByDay } from './stats';
export { movementsByIds, postedTransfersBetween, transfersAfter } from './movements';
export type { LedgerMovement, MovementSide } from './movements';
export { creditsAskingTurnover, turnoverMetadata } from './turnover-credits';
export type { TurnoverCredit, TurnoverFacts } from './turnover-credits';
export type { LedgerFlow } from './stats';
