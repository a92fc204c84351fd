import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import { ApproverErrors } from './errors';
import { staff } from './schema';

/**
 * The four-eyes rule for every second approval (staff proposals, adjustments, large withdrawals):
 * the checker must be someone the maker does not control. Refused (403) when the checker is the
 * maker, was created by the maker, had their role or two-factor last changed by the maker, has not
 * yet set their own password, or has no two-factor while the platform requires it. Read on the
 * caller's transaction, so the answer holds for the decision it guards.
 */
export async function checkApprover(
  on: DbOrTx,
  pair: { makerId: number; checkerId: number },
  rules: { totpRequired: boolean },
): Promise<void> {
  if (pair.makerId === pair.checkerId) throw new AppError(ApproverErrors.sameStaff);
  const [checker] = await on
    .select({
      createdBy: staff.createdBy,
      privilegeChangedBy: staff.privilegeChangedBy,
      mustChangePassword: staff.mustChangePassword,
      totpEnabled: staff.totpEnabled,
    })
    .from(staff)
    .where(eq(staff.id, pair.checkerId));
  if (!checker) throw new AppError(ApproverErrors.unknown);
  if (checker.createdBy === pair.makerId) throw new AppError(ApproverErrors.createdByMaker);
  if (checker.privilegeChangedBy === pair.makerId) throw new AppError(ApproverErrors.changedByMaker);
  if (checker.mustChangePassword) throw new AppError(ApproverErrors.passwordNotOwn);
  if (rules.totpRequired && !checker.totpEnabled) throw new AppError(ApproverErrors.totpMissing);
}
