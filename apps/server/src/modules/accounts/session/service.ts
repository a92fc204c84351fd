import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { recordLogin, type LoginRecord } from './login-history';
import * as repo from './repository';
import { hashToken, looksLikeToken, newToken } from './token';

export interface SessionPolicy {
  /** A session unused this long ends (30 min). */
  idleMs: number;
  /** A login ends this long after it began, however active (12 h). */
  absoluteMs: number;
  /** A token older than this is swapped for a new one on its next use (10 min). */
  rotateAfterMs: number;
  /** How long a replaced token keeps working, for requests already in flight with it (60 s). */
  graceMs: number;
  /** Minimum gap between last-seen writes, so a busy member does not cause a write per request. */
  touchEveryMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
  rotateAfterMs: 10 * 60_000,
  graceMs: 60_000,
  touchEveryMs: 30_000,
};

export interface VerifiedSession {
  sessionId: string;
  familyId: string;
  memberId: number;
  siteId: number;
  currency: string;
  createdAt: Date;
  absoluteExpiresAt: Date;
  /** True when this token was already rotated and is only accepted during its grace period. */
  replaced: boolean;
}

export interface IssuedToken {
  token: string;
  session: VerifiedSession;
}

export type SessionService = ReturnType<typeof createSessionService>;

/** Which sessions just ended: one login (`familyId`) or, without it, every login of the member. */
export interface RevokedSessions {
  memberId: number;
  familyId?: string;
  /**
   * Set when a newer login of the member ended this one (the single-device rule): the device that
   * login came from. Realtime tells the ended login so before cutting its connections.
   */
  replacedBy?: { udid: string | null };
}

export function createSessionService(db: Db, clock: Clock, policy: SessionPolicy = DEFAULT_SESSION_POLICY) {
  const toVerified = (row: repo.SessionRow): VerifiedSession => ({
    sessionId: row.id,
    familyId: row.familyId,
    memberId: row.memberId,
    siteId: row.siteId,
    currency: row.currency,
    createdAt: row.createdAt,
    absoluteExpiresAt: row.absoluteExpiresAt,
    replaced: row.replacedAt !== null,
  });

  function isUsable(row: repo.SessionRow, now: Date): boolean {
    if (row.revokedAt) return false;
    if (now >= row.absoluteExpiresAt) return false;
    if (now.getTime() - row.lastSeenAt.getTime() >= policy.idleMs) return false;
    if (row.graceUntil && now >= row.graceUntil) return false;
    return true;
  }

  // Realtime connections must drop a member's private channels as soon as the login ends.
  const revokedListeners = new Set<(revoked: RevokedSessions) => void>();
  function announceRevoked(revoked: RevokedSessions): void {
    for (const listener of revokedListeners) {
      try {
        listener(revoked);
      } catch {
        // A listener's failure must not fail the logout that already happened.
      }
    }
  }

  return {
    policy,

    onRevoked(listener: (revoked: RevokedSessions) => void): () => void {
      revokedListeners.add(listener);
      return () => revokedListeners.delete(listener);
    },

    /** Starts a login for a member on a site; the returned token is shown once and never stored. */
    async issue(input: {
      memberId: number;
      siteId: number;
      currency: string;
      device?: string | null;
      /** A member's login (not a token reissued after a password change): kept in the login history. */
      login?: LoginRecord;
    }): Promise<IssuedToken> {
      const now = clock.now();
      const token = newToken();
      const familyId = randomUUID();
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertSession(tx, {
          familyId,
          tokenHash: hashToken(token),
          memberId: input.memberId,
          siteId: input.siteId,
          currency: input.currency,
          createdAt: now,
          lastSeenAt: now,
          absoluteExpiresAt: new Date(now.getTime() + policy.absoluteMs),
          device: input.device ?? null,
        });
        if (input.login)
          await recordLogin(tx, input.login, {
            memberId: input.memberId,
            siteId: input.siteId,
            familyId,
            at: now,
          });
        return created;
      });
      return { token, session: toVerified(row) };
    },

    /** The session a token belongs to if it may be used now, else null; records the activity. */
    async verify(token: string): Promise<VerifiedSession | null> {
      if (!looksLikeToken(token)) return null;
      const row = await repo.findSessionByHash(db, hashToken(token));
      const now = clock.now();
      if (!row || !isUsable(row, now)) return null;
      if (now.getTime() - row.lastSeenAt.getTime() >= policy.touchEveryMs) {
        await repo.touchSession(db, row.id, now);
      }
      return toVerified(row);
    },

    isRotationDue(session: VerifiedSession): boolean {
      return !session.replaced && clock.now().getTime() - session.createdAt.getTime() >= policy.rotateAfterMs;
    },

    /**
     * Replaces a session with a new token in the same family and the same absolute expiry. Returns null
     * when another request rotated it first (that request's reply carries the new token).
     */
    async rotate(session: VerifiedSession): Promise<IssuedToken | null> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const claimed = await repo.claimRotation(
          tx,
          session.sessionId,
          now,
          new Date(now.getTime() + policy.graceMs),
        );
        if (!claimed) return null;
        const token = newToken();
        const row = await repo.insertSession(tx, {
          familyId: claimed.familyId,
          tokenHash: hashToken(token),
          memberId: claimed.memberId,
          siteId: claimed.siteId,
          currency: claimed.currency,
          createdAt: now,
          lastSeenAt: now,
          absoluteExpiresAt: claimed.absoluteExpiresAt,
          device: claimed.device,
        });
        return { token, session: toVerified(row) };
      });
    },

    /** Devices of the member's logins that can still be used now (null: a login that sent none). */
    async liveDevices(memberId: number): Promise<{ familyId: string; device: string | null }[]> {
      const now = clock.now();
      const rows = await repo.liveSessionsOfMember(
        db,
        memberId,
        now,
        new Date(now.getTime() - policy.idleMs),
      );
      return rows.map((r) => ({ familyId: r.familyId, device: r.device }));
    },

    /**
     * Ends the given logins of the member (every token rotated from them); `replacedBy` names the new
     * login's device when that login is why they end.
     */
    async revokeFamilies(
      memberId: number,
      familyIds: string[],
      replacedBy?: RevokedSessions['replacedBy'],
    ): Promise<void> {
      for (const familyId of familyIds) {
        if ((await repo.revokeFamily(db, familyId, clock.now())) > 0)
          announceRevoked({ memberId, familyId, ...(replacedBy ? { replacedBy } : {}) });
      }
    },

    /** Logout: ends the token and every token rotated from the same login. */
    async revoke(token: string): Promise<boolean> {
      if (!looksLikeToken(token)) return false;
      const row = await repo.findSessionByHash(db, hashToken(token));
      if (!row) return false;
      const revoked = (await repo.revokeFamily(db, row.familyId, clock.now())) > 0;
      if (revoked) announceRevoked({ memberId: row.memberId, familyId: row.familyId });
      return revoked;
    },

    /** Ends all of a member's sessions (password change, account frozen). */
    async revokeMember(memberId: number): Promise<number> {
      const count = await repo.revokeMemberSessions(db, memberId, clock.now());
      announceRevoked({ memberId });
      return count;
    },

    /** Of these logins, the ones that still have a usable session (for long-lived connections). */
    async liveFamilies(familyIds: readonly string[]): Promise<Set<string>> {
      if (familyIds.length === 0) return new Set();
      const now = clock.now();
      return new Set(
        await repo.liveFamilies(db, [...new Set(familyIds)], now, new Date(now.getTime() - policy.idleMs)),
      );
    },

    /** Deletes rows that can never verify again; for a periodic cleanup job. */
    purgeDead(): Promise<number> {
      const now = clock.now();
      return repo.deleteDeadSessions(db, now, new Date(now.getTime() - policy.idleMs));
    },
  };
}
