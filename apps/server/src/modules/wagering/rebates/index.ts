/**
 * The module's public face: the shapes it takes from the levels and turnover modules; staff and
 * members reach it through its routes, the approvals inbox through app.ts.
 */
export type { LevelOf, TurnoverSink } from './payout';
