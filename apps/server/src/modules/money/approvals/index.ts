/**
 * The module's public face: the daily bounds on money staff issue without a second approver, which
 * every kind of payout draws on (adjustments, campaign budgets); staff reach the inbox through its routes.
 */
export { createIssuanceLimits } from './issuance-limits';
export type { IssuanceDraw, IssuanceLimits } from './issuance-limits';
