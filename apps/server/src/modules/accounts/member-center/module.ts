/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import type { ModuleContext } from '../../../platform/module-context';
import type { SessionService } from '../session';
import { createStaffAuditWriter } from '../staff';
import { registerAdminBankAccountRoutes, registerAdminLoginIpBlockRoutes } from './admin-routes';
import { createAdminLoginIpBlockService } from './admin-service';
import { createBankAccountLinks, type BankAccountLinks } from './bank-account-links';
import { registerMemberCenterRoutes } from './routes';
import { createMemberCenterService, type MemberCenterService, type PhoneCodes } from './service';

export function register(
  ctx: ModuleContext,
  needs: { sessions: SessionService; phoneCodes?: PhoneCodes },
): MemberCenterService & BankAccountLinks {
  const { app, db, clock } = ctx;
  const memberCenter = createMemberCenterService({
    db,
    clock,
    sessions: needs.sessions,
    attempts: ctx.attempts,
    realtime: ctx.realtime,
    phoneCodes: needs.phoneCodes,
  });
  registerMemberCenterRoutes(app, ctx.calls, memberCenter);
  registerAdminBankAccountRoutes(app, {
    db,
    clock,
    audit: createStaffAuditWriter(db, clock),
    realtime: ctx.realtime,
  });
  registerAdminLoginIpBlockRoutes(app, createAdminLoginIpBlockService({ db, clock }));
  return { ...memberCenter, ...createBankAccountLinks(db) };
}
