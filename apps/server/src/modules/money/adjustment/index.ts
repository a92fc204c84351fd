/** The module's public face: its dashboard figure; staff reach it through its routes. */
export { proposalsWaiting } from './stats';
