/**
 * The module's public face: an agent's commission over a period (the open period's estimate) and the
 * fees and commission per agent of a subtree over one period, and per member and agent over any days
 * (the team's StratifiedTable columns). Staff and agents
 * reach the rest through its routes, the approvals inbox through app.ts.
 */
export { commissionOver, teamFeesOver } from './member';
export type { Period } from './periods';
export { floorDiv, type Statement } from './calculate';
