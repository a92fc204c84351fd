/**
 * The module's public face: which registration link brought a member (the team pages and the
 * console may show it beside the member).
 */
export { registrationLinksOf } from './repository';
