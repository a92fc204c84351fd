import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../db/client';
import { sessions } from '../../../db/schema';
import { ManualClock } from '../../../test/manual-clock';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { createSessionService, DEFAULT_SESSION_POLICY, type SessionService } from './service';
import { hashToken } from './token';

const MIN = 60_000;
let database: TestDatabase;
let clock: ManualClock;
let service: SessionService;
let memberSeq = 100;

beforeAll(async () => {
  database = await createTestDatabase();
  clock = new ManualClock();
  service = createSessionService(createDb(database.pool), clock);
});
afterAll(() => database.drop());

const login = () => service.issue({ memberId: ++memberSeq, siteId: 1, currency: 'RMB' });

describe('issue and verify', () => {
  it('hands out a 256-bit base64url token and stores only its SHA-256', async () => {
    const { token, session } = await login();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await createDb(database.pool)
      .select()
      .from(sessions)
      .where(eq(sessions.id, session.sessionId));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('verifies its own tokens and nothing else', async () => {
    const { token, session } = await login();
    expect(await service.verify(token)).toMatchObject({ memberId: session.memberId, siteId: 1 });
    expect(await service.verify(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await service.verify('not a token')).toBeNull();
  });

  it('gives every login its own token', async () => {
    const a = await login();
    const b = await login();
    expect(a.token).not.toBe(b.token);
  });
});

describe('expiry', () => {
  it('ends a session left idle for 30 minutes', async () => {
    const { token } = await login();
    clock.advance(29 * MIN);
    expect(await service.verify(token)).not.toBeNull();
    clock.advance(30 * MIN);
    expect(await service.verify(token)).toBeNull();
  });

  it('keeps an active session alive past the idle limit', async () => {
    const { token } = await login();
    for (let i = 0; i < 4; i++) {
      clock.advance(20 * MIN);
      expect(await service.verify(token)).not.toBeNull();
    }
  });

  it('ends even an active session 12 hours after login', async () => {
    const { token } = await login();
    const steps = (12 * 60) / 20;
    for (let i = 1; i < steps; i++) {
      clock.advance(20 * MIN);
      expect(await service.verify(token), `at ${i * 20} min`).not.toBeNull();
    }
    clock.advance(20 * MIN);
    expect(await service.verify(token)).toBeNull();
  });
});

describe('rotation', () => {
  it('is due only once the token is older than the rotation interval', async () => {
    const { session } = await login();
    expect(service.isRotationDue(session)).toBe(false);
    clock.advance(DEFAULT_SESSION_POLICY.rotateAfterMs);
    expect(service.isRotationDue(session)).toBe(true);
  });

  it('issues a new token and keeps the old one only for the grace period', async () => {
    const { token: old, session } = await login();
    clock.advance(11 * MIN);
    const rotated = await service.rotate(session);
    expect(rotated?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rotated?.session.familyId).toBe(session.familyId);
    expect(rotated?.session.absoluteExpiresAt).toEqual(session.absoluteExpiresAt);

    clock.advance(59_000);
    expect(await service.verify(old)).toMatchObject({ replaced: true });
    expect(await service.verify(rotated!.token)).toMatchObject({ replaced: false });
    clock.advance(2_000);
    expect(await service.verify(old)).toBeNull();
    expect(await service.verify(rotated!.token)).not.toBeNull();
  });

  it('lets exactly one of several parallel rotations win', async () => {
    const { session } = await login();
    clock.advance(11 * MIN);
    const results = await Promise.all([1, 2, 3, 4].map(() => service.rotate(session)));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });

  it('does not rotate a token that is itself in grace', async () => {
    const { token, session } = await login();
    clock.advance(11 * MIN);
    await service.rotate(session);
    const graceSession = await service.verify(token);
    expect(graceSession && service.isRotationDue(graceSession)).toBe(false);
  });
});

describe('revoke', () => {
  it('ends the token and every token rotated from the same login', async () => {
    const { token: first, session } = await login();
    clock.advance(11 * MIN);
    const rotated = await service.rotate(session);
    expect(await service.revoke(rotated!.token)).toBe(true);
    expect(await service.verify(rotated!.token)).toBeNull();
    expect(await service.verify(first)).toBeNull();
  });

  it('leaves other logins of the same member alone, unless all are revoked', async () => {
    const a = await service.issue({ memberId: 7_001, siteId: 1, currency: 'RMB' });
    const b = await service.issue({ memberId: 7_001, siteId: 1, currency: 'RMB' });
    await service.revoke(a.token);
    expect(await service.verify(b.token)).not.toBeNull();
    expect(await service.revokeMember(7_001)).toBe(1);
    expect(await service.verify(b.token)).toBeNull();
  });

  it('reports an unknown token as not revoked', async () => {
    expect(await service.revoke('x'.repeat(43))).toBe(false);
  });
});

describe('purge', () => {
  it('deletes sessions that can never verify again and keeps live ones', async () => {
    const live = await login();
    const dead = await login();
    await service.revoke(dead.token);
    await service.purgeDead();
    const db = createDb(database.pool);
    expect(await db.select().from(sessions).where(eq(sessions.id, dead.session.sessionId))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.id, live.session.sessionId))).toHaveLength(1);
  });
});
