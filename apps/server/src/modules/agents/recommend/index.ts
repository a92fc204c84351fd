/**
 * The module's public face: the turnover shape it takes; members and staff reach it through its
 * routes, the approvals inbox through app.ts.
 */
export type { TurnoverSink } from './payout';
