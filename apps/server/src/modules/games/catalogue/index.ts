/**
 * The module's public face: members and staff reach the catalogue through its routes; other modules
 * ask it only for game names.
 */
export { gameNames } from './repository';
