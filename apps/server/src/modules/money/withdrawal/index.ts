/** The module's public face: what other modules may use. */
export { WithdrawalErrors } from './errors';
export { withdrawalsByDay, withdrawalsWaiting } from './stats';
