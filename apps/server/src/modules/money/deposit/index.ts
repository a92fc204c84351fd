/** The module's public face: its dashboard figures; members and staff reach it through its routes. */
export { depositsByDay, depositsWaiting } from './stats';
export type { DepositDay } from './stats';
export { depositsAskingTurnover } from './credits';
export type { CreditedDeposit } from './credits';
