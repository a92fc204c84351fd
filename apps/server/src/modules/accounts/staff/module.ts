/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import { auditCheckpointKey, staffTotpKey, staffTotpRequired } from '../../../config';
import type { ModuleContext } from '../../../platform/module-context';
import type { CaptchaService } from '../captcha';
import { registerStaffAdminRoutes } from './admin-routes';
import { createStaffAdminService } from './admin-service';
import { startAuditChainer } from './audit-chainer';
import { createAuditLog } from './audit-log';
import { createStaffService, type StaffService } from './service';
import { createStaffProposals } from './staff-proposals';

/** The staff service, made before any route because the staff guard asks it. */
export const createStaff = (ctx: ModuleContext, needs: { captcha: CaptchaService }): StaffService =>
  createStaffService({
    db: ctx.db,
    clock: ctx.clock,
    totpKey: staffTotpKey(ctx.config),
    attempts: ctx.attempts,
    captcha: needs.captcha,
    slowDownMs: ctx.slowDownMs,
  });

export function register(ctx: ModuleContext, staff: StaffService): void {
  const proposals = createStaffProposals({
    db: ctx.db,
    clock: ctx.clock,
    staff,
    totpRequired: staffTotpRequired(ctx.config),
  });
  const accounts = createStaffAdminService({ db: ctx.db, clock: ctx.clock, staff, proposals });
  const audit = createAuditLog(ctx.db, {
    key: auditCheckpointKey(ctx.config),
    file: ctx.config.AUDIT_CHECKPOINT_FILE,
  });
  registerStaffAdminRoutes(ctx.app, staff, accounts, audit, proposals);
  // Audit rows are written unchained (no lock across writers) and linked here, by whichever node's
  // pass holds the chain's try-lock: soon after each write on this node, and every second for the rest.
  const chainer = startAuditChainer(ctx.db, ctx.app.log);
  ctx.app.addHook('onClose', () => chainer.stop());
  // The head written down outside the database, so rows cut off the end or a chain rewritten and
  // re-hashed later still show against it (every 10 minutes, and at start).
  ctx.addJob({
    name: 'staff-audit-checkpoint',
    cron: '*/10 * * * *',
    runAtStart: true,
    run: () => audit.checkpoint({ url: ctx.config.AUDIT_CHECKPOINT_URL, log: ctx.app.log }, ctx.clock.now()),
  });
}
