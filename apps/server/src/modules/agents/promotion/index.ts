/**
 * The module's public face: an agent's registration links with their clicks, registrations and first
 * deposits (other agent modules may show these figures).
 */
export { countsOf } from './service';
export type { LinkCounts } from './service';
