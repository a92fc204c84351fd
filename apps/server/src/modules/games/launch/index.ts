/** The module's public face: what other modules may use. */
export { GameErrors } from './errors';
export { recentlyPlayed, walletOwner } from './repository';
