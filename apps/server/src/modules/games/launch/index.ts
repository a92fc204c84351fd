/** The module's public face: what other modules may use. */
export { GameErrors } from './errors';
export { walletOwner } from './repository';
