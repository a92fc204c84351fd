import { verify } from 'otplib';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { staff } from './schema';
import { openSecret } from '../../../platform/secret-box';

/**
 * Accepts a staff member's TOTP code once. The code's time step is written only if it is later than the
 * last one accepted, in one conditional UPDATE: of parallel requests carrying the same code exactly
 * one wins the row, so a code seen by someone else (shoulder, proxy log, phishing page) is worthless
 * once used. The secret is part of the condition so a code checked against a secret that was just
 * replaced cannot be consumed.
 */
export async function consumeTotpCode(
  db: DbOrTx,
  row: { id: number; totpSecretEnc: string | null },
  code: string,
  totpKey: string,
  now: Date,
): Promise<boolean> {
  if (!row.totpSecretEnc) return false;
  const result = await verify({
    secret: openSecret(row.totpSecretEnc, totpKey),
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
  });
  // The TOTP result names its time step (an HOTP one would not); without it nothing can be consumed.
  if (!result.valid || !('timeStep' in result)) return false;
  const [won] = await db
    .update(staff)
    .set({ totpLastStep: result.timeStep })
    .where(
      and(
        eq(staff.id, row.id),
        eq(staff.totpSecretEnc, row.totpSecretEnc),
        or(isNull(staff.totpLastStep), lt(staff.totpLastStep, result.timeStep)),
      ),
    )
    .returning({ id: staff.id });
  return Boolean(won);
}
