/** The module's public face: its dashboard figures and members' deposit totals; members and staff reach it through its routes. */
export { depositsByDay, depositsWaiting, memberDepositTotals } from './stats';
export type { DepositDay } from './stats';
export { depositsAskingTurnover } from './credits';
export type { CreditedDeposit } from './credits';
