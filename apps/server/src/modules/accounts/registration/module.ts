/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import type { ModuleContext } from '../../../platform/module-context';
import type { CaptchaService } from '../captcha';
import { registerAdminAgentDomainRoutes } from './admin-routes';
import { createAdminAgentDomainService } from './admin-service';
import { registerRegistrationExtrasRoutes } from './routes';
import { createRegistrationExtrasService } from './service';
import { createSmsSender, type SmsSender } from './sms-sender';

export type RegistrationExtras = ReturnType<typeof createRegistrationExtrasService>;

export function register(
  ctx: ModuleContext,
  needs: { captcha: CaptchaService; sms?: SmsSender },
): RegistrationExtras {
  const sms = needs.sms ?? createSmsSender(ctx.config, ctx.app.log);
  const extras = createRegistrationExtrasService({
    db: ctx.db,
    clock: ctx.clock,
    sms,
    attempts: ctx.attempts,
    captcha: needs.captcha,
  });
  registerRegistrationExtrasRoutes(ctx.app, ctx.calls, extras);
  registerAdminAgentDomainRoutes(ctx.app, createAdminAgentDomainService({ db: ctx.db, clock: ctx.clock }));
  return extras;
}
