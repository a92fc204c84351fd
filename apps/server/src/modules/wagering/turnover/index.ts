/** The module's public face: turnover requirements other modules (rebates, levels) add through. */
export { createTurnoverService, CLEAR_REASON } from './service';
export type { TurnoverInput, TurnoverService, TurnoverSink } from './service';
