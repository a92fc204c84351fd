/** The module's public face: its dashboard figures; members and staff reach it through its routes. */
export { depositsByDay, depositsWaiting } from './stats';
export type { DepositDay } from './stats';
