/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import type { ModuleContext } from '../../../platform/module-context';
import { createStaffAuditWriter } from '../../accounts/staff';
import { createLetterAdminService } from './admin-service';
import { registerLetterAdminRoutes } from './admin-routes';
import { registerLetterRoutes } from './routes';
import { createLetterService } from './service';

export function register(ctx: ModuleContext): void {
  const { db, clock } = ctx;
  const letters = createLetterService({ db, clock, realtime: ctx.realtime });
  const staffLetters = createLetterAdminService({
    db,
    clock,
    realtime: ctx.realtime,
    audit: createStaffAuditWriter(db, clock),
  });
  registerLetterRoutes(ctx.app, ctx.calls, letters);
  registerLetterAdminRoutes(ctx.app, staffLetters, db);
  // Every minute (pg-boss's finest schedule); delivery itself is exactly once (see deliverDue).
  ctx.addJob({ name: 'letter-delivery', cron: '* * * * *', run: () => staffLetters.deliverDue() });
}
