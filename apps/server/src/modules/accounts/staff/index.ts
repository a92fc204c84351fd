/** The module's public face: what other modules may use. */
export { actorOf } from './actor';
export type { StaffActor } from './actor';
export { createStaffCheck, createStaffGuard } from './guard';
export { checkApprover } from './approver';
export { staffAccounts } from './directory';
export { createStaffAuditWriter } from './service';
export { createAuditLog } from './audit-log';
export { limitServingRoleToAppend } from './audit-grants';
export type { StaffAuditWriter, StaffIdentity, StaffService } from './service';
export { staffAccountName } from './directory';
