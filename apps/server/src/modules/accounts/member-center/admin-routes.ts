import {
  AdminLoginIpBlockAdd,
  AdminLoginIpBlockList,
  AdminLoginIpBlockRemove,
  AdminMemberBankAccounts,
  AdminMemberBankAccountVerify,
} from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { RealtimePublisher } from '../../../platform/realtime/publisher';
import { registerAdminCall } from '../../../platform/register-admin-call';
import { actorOf, type StaffAuditWriter } from '../staff';
import type { AdminLoginIpBlockService } from './admin-service';
import * as repo from './repository';

const toAdminBankAccount = (row: repo.BankAccountRow) => ({
  id: row.id,
  bank_name: row.bankName,
  account_name: row.accountName,
  account_number: row.accountNumber,
  branch: row.branch,
  verified_at: row.verifiedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** /api/admin/members/:id/bank-accounts: finance sees a member's accounts and verifies them. */
export function registerAdminBankAccountRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; audit: StaffAuditWriter; realtime: RealtimePublisher },
): void {
  const { db, clock, audit } = deps;
  registerAdminCall(app, AdminMemberBankAccounts, async ({ input }) => ({
    list: (await repo.listBankAccounts(db, input.id)).map(toAdminBankAccount),
  }));
  registerAdminCall(app, AdminMemberBankAccountVerify, async ({ input, staff, request }) => {
    const verified = await repo.markBankAccountVerified(db, input.id, input.bank_account_id, clock.now());
    if (!verified) {
      // Not this member's account, no such account, or verified already: nothing changed.
      const existing = (await repo.listBankAccounts(db, input.id)).find(
        (a) => a.id === input.bank_account_id,
      );
      if (!existing) throw new AppError(PlatformErrors.notFound);
      return toAdminBankAccount(existing);
    }
    await audit({
      staffId: staff!.staffId,
      action: 'bank_account_verified',
      target: `member:${input.id}`,
      detail: { bank_account_id: verified.id, last4: verified.accountNumber.slice(-4), reason: input.reason },
      ip: request.ip,
    });
    // Spec §7 profile.updated: the member's pages drop the layout's "waiting for verification".
    deps.realtime.toMember(input.id, 'profile.updated', {});
    return toAdminBankAccount(verified);
  });
}

/** /api/admin/sites/:site_id/login-ip-blocks: addresses and networks refused at member login. */
export function registerAdminLoginIpBlockRoutes(
  app: FastifyInstance,
  blocks: AdminLoginIpBlockService,
): void {
  registerAdminCall(app, AdminLoginIpBlockList, ({ input }) => blocks.list(input));
  registerAdminCall(app, AdminLoginIpBlockAdd, ({ input, staff, request }) =>
    blocks.add(actorOf(staff, request), input),
  );
  registerAdminCall(app, AdminLoginIpBlockRemove, ({ input, staff, request }) =>
    blocks.remove(actorOf(staff, request), input),
  );
}
