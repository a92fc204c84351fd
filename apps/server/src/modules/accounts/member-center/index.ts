/** The module's public face: what other modules may use. */
export type { MemberCenterService } from './service';
