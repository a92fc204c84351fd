/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import { loginTicketKey } from '../../../config';
import type { ModuleContext } from '../../../platform/module-context';
import type { SiteService } from '../../sites/site';
import type { LoginHistory } from '../session';
import { registerMemberFileRoutes } from './member-file-routes';
import { createMemberFileService, type BankAccountSharing } from './member-file-service';
import type { MemberLookups } from './member-search';
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
  'sessions' | 'captcha' | 'phoneCodes' | 'bankAccounts' | 'wallet' | 'agents'
> & {
  sites: SiteService;
  /** Session module: the login history (member page, search by address, linked accounts). */
  loginHistory: LoginHistory;
  /** Member centre: bank account numbers (search by number, linked accounts). */
  bankLinks: Pick<MemberLookups, 'memberIdsByBankAccount'> & BankAccountSharing;
};

/** What other modules get: verified sign-ins (third-party login). */
export function register(ctx: ModuleContext, needs: MemberNeeds): { verifiedLogin: VerifiedLogin } {
  const { app, db, clock, calls } = ctx;
  const { sessions, sites, loginHistory, bankLinks, ...services } = needs;
  const audit = createStaffAuditWriter(db, clock);
  const lookups: MemberLookups = {
    memberIdsByLoginIp: (ip, limit) => loginHistory.memberIdsByIp(ip, limit),
    memberIdsByBankAccount: (number, limit) => bankLinks.memberIdsByBankAccount(number, limit),
  };
  registerAdminMemberRoutes(
    app,
    createAdminMemberService({ db, clock, sessions, audit, realtime: ctx.realtime, lookups }),
    createAdminRulesService({ db, clock }),
  );
  registerMemberFileRoutes(
    app,
    createMemberFileService({ db, clock, audit, logins: loginHistory, bankAccounts: bankLinks }),
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
