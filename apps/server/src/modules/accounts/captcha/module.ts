/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import { captchaKey } from '../../../config';
import type { ModuleContext } from '../../../platform/module-context';
import { registerCaptchaRoutes } from './routes';
import { createCaptchaService, type CaptchaService } from './service';

/** The captcha service, made before any route because staff and member logins ask it. */
export const createCaptcha = (ctx: ModuleContext): CaptchaService =>
  createCaptchaService(ctx.db, ctx.clock, {
    enabled: ctx.config.CAPTCHA_MODE === 'on',
    key: captchaKey(ctx.config),
  });

export function register(ctx: ModuleContext, captcha: CaptchaService): void {
  registerCaptchaRoutes(ctx.app, ctx.calls, captcha);
}
