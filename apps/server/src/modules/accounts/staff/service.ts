import { randomBytes } from 'node:crypto';
import type { StaffIdentity } from '../../../platform/request-context';
import { generate, generateSecret, generateURI } from 'otplib';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TStaffLanguage, TStaffRole } from '@arks/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { staff, staffAudit, staffSessions } from './schema';
import { AppError, fieldError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import {
  createPgAttemptStore,
  giveBackAll,
  takeAll,
  type AttemptLimit,
  type AttemptLimiter,
} from '../../../platform/attempt-limiter';
import { createCaptchaService, type CaptchaService } from '../captcha';
import { hashPassword, verifyPassword } from '../member';
import { hashToken, looksLikeToken, newToken } from '../session';
import { sealSecret } from '../../../platform/secret-box';
import { StaffErrors } from './errors';
import { consumeTotpCode } from './totp';
import { auditWritten } from './audit-chainer';

const HOUR = 3_600_000;
export const IDLE_MS = 30 * 60_000;
const ABSOLUTE_MS = 12 * HOUR;
/**
 * Staff accounts reach money and members: a tighter threshold than members get. Past it the account
 * is not locked (anyone could lock staff out): each try needs a captcha and answers slowly. The
 * address limit is hard.
 */
export const MAX_STAFF_FAILURES_PER_ACCOUNT = 20;
export const MAX_STAFF_FAILURES_PER_IP = 100;
/** Staff captchas belong to no site; this site id marks them (no site has it). */
export const STAFF_CAPTCHA_SITE = 0;

export type StaffRow = typeof staff.$inferSelect;
export type { StaffIdentity };

export type StaffService = ReturnType<typeof createStaffService>;

/** Sessions that just ended: one (`sessionId`, a logout) or every session of a staff member. */
export interface StaffSessionsEnded {
  staffId: number;
  sessionId?: string;
}

/** A session still usable now: whose it is, its role now, and when it ends if nothing is done. */
export interface LiveStaffSession {
  staffId: number;
  role: TStaffRole;
  totpEnabled: boolean;
  mustChangePassword: boolean;
  expiresAt: Date;
}

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
    auditWritten();
  };
}
export type StaffAuditWriter = ReturnType<typeof createStaffAuditWriter>;

export function createStaffService(deps: {
  db: Db;
  clock: Clock;
  totpKey: string;
  /** Login limits; tools that only create staff leave them to the PostgreSQL defaults. */
  attempts?: AttemptLimiter;
  captcha?: CaptchaService;
  /** The pause before a login past the account's failure threshold is checked. */
  slowDownMs?: number;
}) {
  const { db, clock, totpKey } = deps;
  const attempts = deps.attempts ?? createPgAttemptStore(db, clock);
  // Without the app's captcha service (tools, unit tests) only captchas this service issued itself can
  // be answered, so a key of its own serves.
  const captcha =
    deps.captcha ?? createCaptchaService(db, clock, { enabled: true, key: randomBytes(32).toString('hex') });
  const audit = (
    entry: {
      staffId?: number;
      account: string;
      action: string;
      ip: string;
      target?: string;
      detail?: Record<string, unknown>;
    },
    on: DbOrTx = db,
  ) =>
    on
      .insert(staffAudit)
      .values({ ...entry, createdAt: clock.now() })
      .then(auditWritten);
  // The back office's live connections must end with the session (logout, ended by an admin).
  const endedListeners = new Set<(ended: StaffSessionsEnded) => void>();
  const sessionsEnded = (ended: StaffSessionsEnded) => {
    for (const listener of endedListeners) {
      try {
        listener(ended);
      } catch {
        // A listener's failure must not fail the change that already happened.
      }
    }
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, deps.slowDownMs ?? 1000));
  const profile = (s: StaffRow) => ({
    id: s.id,
    account: s.account,
    role: s.role,
    totp_enabled: s.totpEnabled,
    must_change_password: s.mustChangePassword,
    language: (s.language as TStaffLanguage | null) ?? null,
    time_zone: s.timeZone,
  });
  const byId = async (id: number) => (await db.select().from(staff).where(eq(staff.id, id)).limit(1))[0];
  /**
   * A password or code typed to change two-factor is a guess like a login: it takes a slot of the
   * address's login limit and of its own per-account limit first, given back only when it was right.
   * The caller already holds a session, so past the limit it is simply refused for the hour.
   */
  const takeReauthSlots = async (account: string, ip: string): Promise<AttemptLimit[]> => {
    const limits: AttemptLimit[] = [
      { key: `staff-login:ip:${ip}`, max: MAX_STAFF_FAILURES_PER_IP, windowMs: HOUR },
      { key: `staff-reauth:account:${account}`, max: MAX_STAFF_FAILURES_PER_ACCOUNT, windowMs: HOUR },
    ];
    if (await takeAll(attempts, limits)) throw new AppError(StaffErrors.tooMany);
    return limits;
  };
  const openSession = async (staffId: number, on: DbOrTx = db) => {
    const token = newToken();
    const now = clock.now();
    await on.insert(staffSessions).values({
      tokenHash: hashToken(token),
      staffId,
      createdAt: now,
      lastSeenAt: now,
      absoluteExpiresAt: new Date(now.getTime() + ABSOLUTE_MS),
    });
    return token;
  };
  /**
   * Ends every session of a staff member and opens the one the answer carries, in the caller's
   * transaction: after a change to what proves who they are, no older session may outlive it.
   */
  const renewSessions = async (tx: DbOrTx, staffId: number) => {
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: clock.now() })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id });
    return { ended: ended.length, fresh: await openSession(staffId, tx) };
  };
  const signedIn = async (who: StaffIdentity) => {
    const s = await byId(who.staffId);
    if (!s) throw new AppError(PlatformErrors.unauthorized);
    return s;
  };
  /**
   * Changing two-factor asks again for what the change protects: a session token alone (left open,
   * stolen from a browser) must not be enough to swap or remove the second factor.
   */
  const reauthenticate = async (
    s: StaffRow,
    proof: { password: string; totp_code?: string },
    needCode: boolean,
    ctx: { ip: string; target: string },
  ) => {
    const taken = await takeReauthSlots(s.account, ctx.ip);
    let ok = await verifyPassword(s.passwordHash, proof.password);
    if (ok && needCode) {
      if (!proof.totp_code) {
        await giveBackAll(attempts, taken);
        throw new AppError(StaffErrors.totpRequired);
      }
      ok = await consumeTotpCode(db, s, proof.totp_code, totpKey, clock.now());
    }
    if (ok) await giveBackAll(attempts, taken);
    if (!ok) {
      await audit({
        staffId: s.id,
        account: s.account,
        action: 'reauth_failed',
        ip: ctx.ip,
        target: ctx.target,
      });
      throw new AppError(StaffErrors.badCredentials);
    }
  };

  return {
    profile,

    /** Hears every end of staff sessions, after it is committed. */
    onSessionsEnded(listener: (ended: StaffSessionsEnded) => void): () => void {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },
    sessionsEnded,

    /**
     * Which of these sessions are still usable (not ended, not idle too long or past their life, the
     * account active), without counting the question as activity.
     */
    async liveSessions(ids: readonly string[]): Promise<Map<string, LiveStaffSession>> {
      const live = new Map<string, LiveStaffSession>();
      if (ids.length === 0) return live;
      const now = clock.now();
      const rows = await db
        .select({ session: staffSessions, member: staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(and(inArray(staffSessions.id, [...ids]), isNull(staffSessions.revokedAt)));
      for (const { session, member } of rows) {
        const expiresAt = sessionExpiry(session);
        if (member.status !== 'active' || expiresAt <= now) continue;
        live.set(session.id, {
          staffId: member.id,
          role: member.role,
          totpEnabled: member.totpEnabled,
          mustChangePassword: member.mustChangePassword,
          expiresAt,
        });
      }
      return live;
    },

    /**
     * A new account, or null when the name is taken. `createdBy` is the admin who made it (for an
     * approved proposal, its maker); an account an admin made must set its own password first. The
     * first admin (admin:create) has neither: whoever runs the command chooses its password.
     */
    async create(
      input: { account: string; role: TStaffRole } & ({ password: string } | { passwordHash: string }),
      by: { createdBy: number } | null = null,
      on: DbOrTx = db,
    ) {
      const [row] = await on
        .insert(staff)
        .values({
          account: input.account.toLowerCase(),
          passwordHash: 'passwordHash' in input ? input.passwordHash : await hashPassword(input.password),
          role: input.role,
          createdBy: by?.createdBy ?? null,
          mustChangePassword: by !== null,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async login(
      input: {
        account: string;
        password: string;
        totp_code?: string;
        captcha_token?: string;
        captcha_answer?: string;
      },
      ip: string,
    ) {
      const account = input.account.trim().toLowerCase();
      const ipLimit = { key: `staff-login:ip:${ip}`, max: MAX_STAFF_FAILURES_PER_IP, windowMs: HOUR };
      const accountLimit = {
        key: `staff-login:account:${account}`,
        max: MAX_STAFF_FAILURES_PER_ACCOUNT,
        windowMs: HOUR,
      };
      if (!(await attempts.take(ipLimit))) throw new AppError(StaffErrors.tooMany);
      const forced = !(await attempts.take(accountLimit));
      const taken: AttemptLimit[] = forced ? [ipLimit] : [ipLimit, accountLimit];
      if (forced) {
        await pause();
        const solved = await captcha.verify({
          siteId: STAFF_CAPTCHA_SITE,
          type: 1,
          token: input.captcha_token,
          answer: input.captcha_answer,
          ip,
        });
        if (!solved) {
          await audit({ account, action: 'login_captcha_failed', ip });
          throw new AppError(StaffErrors.captchaRequired, { data: { captcha_required: true } });
        }
      }
      const [row] = await db.select().from(staff).where(eq(staff.account, account)).limit(1);
      const passwordOk = await verifyPassword(row?.passwordHash ?? null, input.password);
      let ok = Boolean(row) && passwordOk && row!.status === 'active';
      if (ok && row!.totpEnabled) {
        // The password was right: asking for the code is no failure.
        if (!input.totp_code) {
          await giveBackAll(attempts, taken);
          throw new AppError(StaffErrors.totpRequired);
        }
        ok = await consumeTotpCode(db, row!, input.totp_code, totpKey, clock.now());
      }
      if (!ok) {
        await audit({ staffId: row?.id, account, action: 'login_failed', ip });
        throw new AppError(StaffErrors.badCredentials);
      }
      await giveBackAll(attempts, taken);
      const token = await openSession(row!.id);
      await db.update(staff).set({ lastLoginAt: clock.now() }).where(eq(staff.id, row!.id));
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
      if (sessionExpiry(row.session) <= now) return null;
      await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.session.id));
      return {
        staffId: row.member.id,
        role: row.member.role,
        sessionId: row.session.id,
        totpEnabled: row.member.totpEnabled,
        mustChangePassword: row.member.mustChangePassword,
        expiresAt: sessionExpiry({ ...row.session, lastSeenAt: now }),
      };
    },

    /** A captcha for the login form; it is asked for only past an account's failure threshold. */
    async captcha(ip: string) {
      return captcha.issue({ siteId: STAFF_CAPTCHA_SITE, type: 1, ip });
    },

    async logout(who: StaffIdentity, ip: string) {
      await db
        .update(staffSessions)
        .set({ revokedAt: clock.now() })
        .where(eq(staffSessions.id, who.sessionId));
      sessionsEnded({ staffId: who.staffId, sessionId: who.sessionId });
      const s = await byId(who.staffId);
      await audit({ staffId: who.staffId, account: s?.account ?? '', action: 'logout', ip });
    },

    async me(who: StaffIdentity) {
      const s = await byId(who.staffId);
      if (!s) throw new AppError(PlatformErrors.unauthorized);
      return profile(s);
    },

    /** Language and time zone of the console; audited with what they were. */
    async savePreferences(
      who: StaffIdentity,
      input: { language: TStaffLanguage; time_zone: string },
      ip: string,
    ) {
      const s = await signedIn(who);
      const [row] = await db
        .update(staff)
        .set({ language: input.language, timeZone: input.time_zone, updatedAt: clock.now() })
        .where(eq(staff.id, s.id))
        .returning();
      await audit({
        staffId: s.id,
        account: s.account,
        action: 'preferences_save',
        ip,
        target: `staff:${s.id}`,
        detail: {
          before: { language: s.language, time_zone: s.timeZone },
          after: { language: input.language, time_zone: input.time_zone },
        },
      });
      return profile(row!);
    },

    /**
     * A new secret, stored encrypted and not yet enforced; shown once. Replacing an enrolled secret
     * needs a current code as well as the password.
     */
    async totpSetup(who: StaffIdentity, proof: { password: string; totp_code?: string }, ip: string) {
      const s = await signedIn(who);
      await reauthenticate(s, proof, s.totpEnabled, { ip, target: 'totp_setup' });
      const secret = generateSecret();
      await db
        .update(staff)
        .set({
          totpSecretEnc: sealSecret(secret, totpKey),
          totpEnabled: false,
          totpLastStep: null,
          updatedAt: clock.now(),
        })
        .where(eq(staff.id, s.id));
      await audit({
        staffId: s.id,
        account: s.account,
        action: 'totp_setup',
        ip,
        detail: { replaced_enrolled_secret: s.totpEnabled },
      });
      return { secret, otpauth_uri: generateURI({ issuer: 'Arks back office', label: s.account, secret }) };
    },

    /**
     * Turns two-factor on and ends every session of this staff member, the calling one included:
     * sessions opened with the password alone (perhaps by whoever made enrolment urgent) must not
     * outlive it, and the caller's own token is replaced like any token after a privilege change.
     * The answer carries the one new session.
     */
    async totpEnable(who: StaffIdentity, code: string, ip: string) {
      const s = await signedIn(who);
      if (!s.totpSecretEnc) throw new AppError(StaffErrors.totpNotSetUp);
      const taken = await takeReauthSlots(s.account, ip);
      const token = await db.transaction(async (tx) => {
        if (!(await consumeTotpCode(tx, s, code, totpKey, clock.now()))) return null;
        await tx.update(staff).set({ totpEnabled: true, updatedAt: clock.now() }).where(eq(staff.id, s.id));
        const { ended, fresh } = await renewSessions(tx, s.id);
        await audit(
          {
            staffId: s.id,
            account: s.account,
            action: 'totp_enabled',
            ip,
            detail: { sessions_ended: ended },
          },
          tx,
        );
        return fresh;
      });
      if (!token) {
        await audit({
          staffId: s.id,
          account: s.account,
          action: 'reauth_failed',
          ip,
          target: 'totp_enable',
        });
        throw new AppError(StaffErrors.badCredentials);
      }
      await giveBackAll(attempts, taken);
      // The new session has no connection yet: every connection of this staff member is an old one.
      sessionsEnded({ staffId: s.id });
      return { totp_enabled: true as const, token };
    },

    /**
     * A password of the staff member's own, proving the current one (a first password an admin handed
     * over, or the last one). Every session ends, the calling one too, since whoever knew the old
     * password may hold one; the answer carries the one new session.
     */
    async changePassword(who: StaffIdentity, input: { password: string; new_password: string }, ip: string) {
      const s = await signedIn(who);
      await reauthenticate(s, { password: input.password }, false, { ip, target: 'password_change' });
      if (await verifyPassword(s.passwordHash, input.new_password)) {
        throw fieldError('new_password', 'choose a password different from the current one');
      }
      const passwordHash = await hashPassword(input.new_password);
      const token = await db.transaction(async (tx) => {
        await tx
          .update(staff)
          .set({ passwordHash, mustChangePassword: false, updatedAt: clock.now() })
          .where(eq(staff.id, s.id));
        const { ended, fresh } = await renewSessions(tx, s.id);
        await audit(
          {
            staffId: s.id,
            account: s.account,
            action: 'password_changed',
            ip,
            target: `staff:${s.id}`,
            detail: { first_password: s.mustChangePassword, sessions_ended: ended },
          },
          tx,
        );
        return fresh;
      });
      sessionsEnded({ staffId: s.id });
      return { token };
    },

    /** Turning the second factor off takes the password and a current code, never a session alone. */
    async totpDisable(who: StaffIdentity, proof: { password: string; totp_code: string }, ip: string) {
      const s = await signedIn(who);
      if (!s.totpEnabled) throw new AppError(StaffErrors.totpNotEnabled);
      await reauthenticate(s, proof, true, { ip, target: 'totp_disable' });
      await db
        .update(staff)
        .set({ totpEnabled: false, totpSecretEnc: null, totpLastStep: null, updatedAt: clock.now() })
        .where(eq(staff.id, s.id));
      await audit({ staffId: s.id, account: s.account, action: 'totp_disabled', ip });
      return { totp_enabled: false as const };
    },
  };
}

/** When a session ends if nothing more is done: idle too long, or at the end of its life. */
function sessionExpiry(session: { lastSeenAt: Date; absoluteExpiresAt: Date }): Date {
  const idle = session.lastSeenAt.getTime() + IDLE_MS;
  return new Date(Math.min(idle, session.absoluteExpiresAt.getTime()));
}

/** For tests and the enrolment screen: the current code of a secret. */
export const currentTotp = (secret: string, at?: Date) =>
  generate({ secret, ...(at ? { epoch: Math.floor(at.getTime() / 1000) } : {}) });
