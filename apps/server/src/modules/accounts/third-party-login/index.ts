/** The module's public face: what other modules may use. */
export { ThirdPartyLoginErrors } from './errors';
