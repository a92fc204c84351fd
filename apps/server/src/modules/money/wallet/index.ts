/** The module's public face: what other modules may use. */
export { dayOfInZone, dayRangeInZone } from './repository';
