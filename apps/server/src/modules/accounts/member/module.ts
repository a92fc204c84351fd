/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import { loginTicketKey } from '../../../config';
import type { ModuleContext } from '../../../platform/module-context';
import type { SiteService } from '../../sites/site';
import { createStaffAuditWriter } from '../staff';
import { createAdminRulesService } from './admin-rules-service';
import { registerAdminMemberRoutes } from './admin-routes';
import { createAdminMemberService } from './admin-service';
import { createLoginTicketService } from './login-ticket';
import { registerLoginTicketRoutes } from './login-ticket-routes';
import { registerMemberRoutes } from './routes';
import { createMemberService } from './service';
import { createVerifiedLogin, type VerifiedLogin } from './verified-login';

type MemberNeeds = Pick<
  Parameters<typeof createMemberService>[0],
  'sessions' | 'captcha' | 'phoneCodes' | 'bankAccounts' | 'wallet'
> & { sites: SiteService };

/** What other modules get: verified sign-ins (third-party login). */
export function register(ctx: ModuleContext, needs: MemberNeeds): { verifiedLogin: VerifiedLogin } {
  const { app, db, clock, calls } = ctx;
  const { sessions, sites, ...services } = needs;
  const audit = createStaffAuditWriter(db, clock);
  registerAdminMemberRoutes(
    app,
    createAdminMemberService({ db, clock, sessions, audit, realtime: ctx.realtime }),
    createAdminRulesService({ db, clock }),
  );
  const members = createMemberService({
    db,
    clock,
    sessions,
    ...services,
    attempts: ctx.attempts,
    slowDownMs: ctx.slowDownMs,
  });
  registerMemberRoutes(app, calls, members, sites);
  const tickets = createLoginTicketService({ db, clock, sessions, key: loginTicketKey(ctx.config) });
  registerLoginTicketRoutes(app, calls, tickets);
  const verifiedLogin = createVerifiedLogin({
    db,
    clock,
    sessions,
    attempts: ctx.attempts,
    isLoginIpBlocked: services.bankAccounts
      ? (siteId, ip) => services.bankAccounts!.isLoginIpBlocked(siteId, ip)
      : undefined,
  });
  return { verifiedLogin };
}
