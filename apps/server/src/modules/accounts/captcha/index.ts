/** The module's public face: what other modules may use. */
export { createCaptchaService } from './service';
export type { CaptchaService } from './service';
