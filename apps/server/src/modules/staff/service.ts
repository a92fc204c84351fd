import { generate, generateSecret, generateURI, verify } from 'otplib';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TStaffRole } from '@arks/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { staff, staffAudit, staffSessions } from '../../db/schema';
import { AppError, PlatformErrors, type ErrorSpec } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { hashPassword, verifyPassword } from '../member/password';
import { hashToken, looksLikeToken, newToken } from '../session/token';
import { openSecret, sealSecret } from '../../platform/secret-box';

const HOUR = 3_600_000;
const IDLE_MS = 30 * 60_000;
const ABSOLUTE_MS = 12 * HOUR;
/** Staff accounts reach money and members: a tighter failure limit than members get. */
export const MAX_STAFF_FAILURES_PER_ACCOUNT = 20;
export const MAX_STAFF_FAILURES_PER_IP = 100;

export const StaffErrors = {
  badCredentials: { code: 101, httpStatus: 200, message: 'Wrong account, password or code' },
  totpRequired: { code: 102, httpStatus: 200, message: 'Enter the code from your authenticator app' },
  totpNotSetUp: { code: 103, httpStatus: 200, message: 'Start the authenticator set-up first' },
  totpEnrolmentRequired: {
    code: 104,
    httpStatus: 403,
    message: 'Set up two-factor authentication before using the back office',
  },
  tooMany: { code: 429, httpStatus: 429, message: 'Too many failed attempts, try again later' },
} as const satisfies Record<string, ErrorSpec>;

export type StaffRow = typeof staff.$inferSelect;
export interface StaffIdentity {
  staffId: number;
  role: TStaffRole;
  sessionId: string;
  totpEnabled: boolean;
}

export type StaffService = ReturnType<typeof createStaffService>;

export interface StaffAction {
  staffId: number;
  action: string;
  /** What was acted on, e.g. `member:12` or `site:1`. */
  target: string;
  detail?: Record<string, unknown>;
  ip: string;
}

/** Every back-office change writes one of these rows (who, what, on what, why, from where). */
export function createStaffAuditWriter(db: DbOrTx, clock: Clock) {
  return async (entry: StaffAction) => {
    await db.insert(staffAudit).values({ ...entry, detail: entry.detail ?? {}, createdAt: clock.now() });
  };
}
export type StaffAuditWriter = ReturnType<typeof createStaffAuditWriter>;

export function createStaffService(deps: { db: Db; clock: Clock; totpKey: string }) {
  const { db, clock, totpKey } = deps;
  const audit = (entry: { staffId?: number; account: string; action: string; ip: string; target?: string }) =>
    db.insert(staffAudit).values({ ...entry, createdAt: clock.now() });
  const failures = async (where: ReturnType<typeof eq>) => {
    const [row] = await db
      .select({ n: count() })
      .from(staffAudit)
      .where(
        and(
          where,
          eq(staffAudit.action, 'login_failed'),
          gt(staffAudit.createdAt, new Date(clock.now().getTime() - HOUR)),
        ),
      );
    return row?.n ?? 0;
  };
  const profile = (s: StaffRow) => ({
    id: s.id,
    account: s.account,
    role: s.role,
    totp_enabled: s.totpEnabled,
  });
  const byId = async (id: number) => (await db.select().from(staff).where(eq(staff.id, id)).limit(1))[0];

  return {
    profile,

    async create(input: { account: string; password: string; role: TStaffRole }) {
      const [row] = await db
        .insert(staff)
        .values({
          account: input.account.toLowerCase(),
          passwordHash: await hashPassword(input.password),
          role: input.role,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async login(input: { account: string; password: string; totp_code?: string }, ip: string) {
      const account = input.account.trim().toLowerCase();
      if (
        (await failures(eq(staffAudit.account, account))) >= MAX_STAFF_FAILURES_PER_ACCOUNT ||
        (await failures(sql`${staffAudit.ip} = ${ip}::inet`)) >= MAX_STAFF_FAILURES_PER_IP
      ) {
        throw new AppError(StaffErrors.tooMany);
      }
      const [row] = await db.select().from(staff).where(eq(staff.account, account)).limit(1);
      const passwordOk = await verifyPassword(row?.passwordHash ?? null, input.password);
      let ok = Boolean(row) && passwordOk && row!.status === 'active';
      if (ok && row!.totpEnabled) {
        if (!input.totp_code) throw new AppError(StaffErrors.totpRequired);
        const secret = openSecret(row!.totpSecretEnc!, totpKey);
        ok = (await verify({ secret, token: input.totp_code })).valid;
      }
      if (!ok) {
        await audit({ staffId: row?.id, account, action: 'login_failed', ip });
        throw new AppError(StaffErrors.badCredentials);
      }
      const token = newToken();
      const now = clock.now();
      await db.insert(staffSessions).values({
        tokenHash: hashToken(token),
        staffId: row!.id,
        createdAt: now,
        lastSeenAt: now,
        absoluteExpiresAt: new Date(now.getTime() + ABSOLUTE_MS),
      });
      await db.update(staff).set({ lastLoginAt: now }).where(eq(staff.id, row!.id));
      await audit({ staffId: row!.id, account, action: 'login', ip });
      return { token, staff: profile(row!) };
    },

    /** The staff member behind a token, or null when unknown, revoked, idle too long or past its life. */
    async verify(token: string): Promise<StaffIdentity | null> {
      if (!looksLikeToken(token)) return null;
      const now = clock.now();
      const [row] = await db
        .select({ session: staffSessions, member: staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)))
        .limit(1);
      if (!row || row.member.status !== 'active') return null;
      if (row.session.absoluteExpiresAt <= now || row.session.lastSeenAt.getTime() + IDLE_MS <= now.getTime())
        return null;
      await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.session.id));
      return {
        staffId: row.member.id,
        role: row.member.role,
        sessionId: row.session.id,
        totpEnabled: row.member.totpEnabled,
      };
    },

    async logout(who: StaffIdentity, ip: string) {
      await db
        .update(staffSessions)
        .set({ revokedAt: clock.now() })
        .where(eq(staffSessions.id, who.sessionId));
      const s = await byId(who.staffId);
      await audit({ staffId: who.staffId, account: s?.account ?? '', action: 'logout', ip });
    },

    async me(who: StaffIdentity) {
      const s = await byId(who.staffId);
      if (!s) throw new AppError(PlatformErrors.unauthorized);
      return profile(s);
    },

    /** A new secret, stored encrypted and not yet enforced; shown once. */
    async totpSetup(who: StaffIdentity, ip: string) {
      const s = await byId(who.staffId);
      if (!s) throw new AppError(PlatformErrors.unauthorized);
      const secret = generateSecret();
      await db
        .update(staff)
        .set({
          totpSecretEnc: sealSecret(secret, totpKey),
          totpEnabled: false,
          updatedAt: clock.now(),
        })
        .where(eq(staff.id, s.id));
      await audit({ staffId: s.id, account: s.account, action: 'totp_setup', ip });
      return { secret, otpauth_uri: generateURI({ issuer: 'Arks back office', label: s.account, secret }) };
    },

    async totpEnable(who: StaffIdentity, code: string, ip: string) {
      const s = await byId(who.staffId);
      if (!s?.totpSecretEnc) throw new AppError(StaffErrors.totpNotSetUp);
      const { valid } = await verify({ secret: openSecret(s.totpSecretEnc, totpKey), token: code });
      if (!valid) throw new AppError(StaffErrors.badCredentials);
      await db.update(staff).set({ totpEnabled: true, updatedAt: clock.now() }).where(eq(staff.id, s.id));
      await audit({ staffId: s.id, account: s.account, action: 'totp_enabled', ip });
      return { totp_enabled: true as const };
    },
  };
}

/** For tests and the enrolment screen: the current code of a secret. */
export const currentTotp = (secret: string) => generate({ secret });
