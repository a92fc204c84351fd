import type { AddressInfo } from 'node:net';
import { buildHouseApp, migrateHouse } from '@arks/house-games';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createDb, type Db } from '../../../db/client';
import { ManualClock } from '../../../test/manual-clock';
import { createTestDatabase, silentLog, type TestDatabase } from '../../../test/test-database';
import { AppError } from '../../../platform/app-error';
import { createDomainEventBus } from '../../../platform/domain-events';
import type { RealtimePublisher } from '../../../platform/realtime/publisher';
import { createMemberLocks } from '../launch/member-lock';
import { createGameService } from '../launch/service';
import { checkLedgerInvariants } from '../../money/ledger/invariants';
import { createLedgerService, type LedgerService } from '../../money/ledger/service';
import type { ProviderAdapter } from './adapter';
import { createHttpProvider } from './http-adapter';
import { createProviderWalletService, providerPlayerId, type WalletOwner } from './service';

const GP = 'GPHOUSE';
const SECRET = 'fault-test-secret';
let database: TestDatabase;
let db: Db;
let ledger: LedgerService;
let house: FastifyInstance;
let houseUrl: string;

/** What the network does to one request this time. */
type Fault = 'none' | 'slow-applied' | 'error-500' | 'lost-reply' | 'duplicate' | 'dropped';
let faultRate = 0;
const FAULTS: Fault[] = ['slow-applied', 'error-500', 'lost-reply', 'duplicate', 'dropped'];

/**
 * Sits where the network is: a request may be applied with its answer lost, answered too late, sent
 * twice, refused with a 500, or never sent at all.
 */
const faultyFetch: typeof fetch = async (input, init) => {
  const fault: Fault =
    Math.random() < faultRate ? FAULTS[Math.floor(Math.random() * FAULTS.length)]! : 'none';
  const forward = () => fetch(input, { ...init, signal: undefined });
  switch (fault) {
    case 'dropped':
      throw new TypeError('fetch failed: connection reset');
    case 'error-500':
      return new Response('{"ok":false}', { status: 502 });
    case 'lost-reply':
      await forward();
      throw new TypeError('fetch failed: socket hang up');
    case 'duplicate':
      await forward();
      return forward();
    case 'slow-applied': {
      await forward();
      // The caller's timeout fires while "the answer is still on its way".
      return new Promise<Response>((_, reject) => {
        const signal = init!.signal!;
        if (signal.aborted) reject(signal.reason);
        else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    }
    default:
      return forward();
  }
};

/** The house provider behind the faulty network, with a short timeout so faults show quickly. */
const faultyHouse = (): ProviderAdapter =>
  createHttpProvider({
    gpId: GP,
    baseUrl: houseUrl,
    operator: 'arks',
    secret: SECRET,
    timeoutMs: 150,
    fetch: faultyFetch,
  });

/** Members with 1,000.00 in the main wallet each. */
async function fundedMembers(count: number): Promise<WalletOwner[]> {
  const members = await Promise.all(Array.from({ length: count }, newMember));
  for (const m of members) {
    await ledger.transfer({
      siteId: 1,
      currency: 'RMB',
      debit: { system: 'deposits_clearing' },
      credit: { member: m.memberId },
      amount: 100_000n,
      kind: 'deposit',
      idempotencyKey: `fund-${m.memberId}`,
    });
  }
  return members;
}

/** Our books and the provider's wallet agree for every member, and nothing was created or lost. */
async function expectBooksEqualProvider(adapter: ProviderAdapter, members: WalletOwner[]) {
  expect(await ledger.listPending(['provider_in', 'provider_out'], new Date(Date.now() + 3600_000))).toEqual(
    [],
  );
  for (const m of members) {
    const accounts = await ledger.memberAccounts(m.memberId);
    const ours = accounts.find((a) => a.provider === GP)?.balance ?? 0n;
    const answer = await adapter.balance(providerPlayerId(m));
    // A member whose every launch failed before the provider created the player has nothing there.
    const theirs =
      answer.kind === 'failed' && answer.reason === 'player_not_found'
        ? 0n
        : answer.kind === 'ok'
          ? answer.value.balance
          : answer;
    expect({ member: m.memberId, theirs }).toEqual({ member: m.memberId, theirs: ours });
    // Nobody played: main plus game wallet is exactly what was deposited.
    expect(accounts.reduce((sum, a) => sum + a.balance, 0n)).toBe(100_000n);
  }
  expect(await checkLedgerInvariants(db)).toEqual([]);
}

async function newMember(): Promise<WalletOwner> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into members (site_id, account, password_hash, currency)
    values (1, ${`fault${Math.random().toString(36).slice(2, 10)}`}, 'x', 'RMB') returning id`);
  return { memberId: Number(rows[0]!.id), siteId: 1, currency: 'RMB' };
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.pool);
  ledger = createLedgerService({ db });
  await migrateHouse(database.pool);
  house = await buildHouseApp({
    db: drizzle(database.pool),
    operators: { arks: SECRET },
    publicUrl: 'http://127.0.0.1',
  });
  await house.listen({ port: 0, host: '127.0.0.1' });
  houseUrl = `http://127.0.0.1:${(house.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await house.close();
  await database.drop();
});

describe('provider transfers when the provider misbehaves', () => {
  it('settles every transfer and keeps our books equal to the provider’s wallet', async () => {
    const clock = new ManualClock(Date.now());
    const adapter = faultyHouse();
    const wallets = createProviderWalletService({ ledger, providers: new Map([[GP, adapter]]), clock });
    const members = await fundedMembers(8);

    const op = fc.record({
      member: fc.integer({ min: 0, max: members.length - 1 }),
      direction: fc.constantFrom('in' as const, 'out' as const),
      amount: fc.bigInt({ min: 1n, max: 30_000n }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 20, maxLength: 40 }), async (ops) => {
        faultRate = 0.4;
        // Many members launch and leave at once, with reconciliation running in the middle of it.
        await Promise.all([
          ...ops.map((o) =>
            wallets.move(members[o.member]!, GP, o.direction, o.amount).catch((err: { code?: number }) => {
              if (err.code !== 601) throw err; // refused for funds: nothing happened
            }),
          ),
          wallets.reconcile({ minAgeMs: 0 }),
        ]);
      }),
      { numRuns: 6 },
    );

    // The network heals; once every request is past the provider's signature window, nothing is left.
    faultRate = 0;
    clock.advance(adapter.lateArrivalMs + 60_000);
    await wallets.reconcile({ minAgeMs: 0, limit: 10_000 });
    await expectBooksEqualProvider(adapter, members);
  });

  it('members launching, leaving and pulling balances back at once lose nothing', async () => {
    const clock = new ManualClock(Date.now());
    const adapter = faultyHouse();
    const realtime: RealtimePublisher = {
      toMember() {},
      toMemberCurrency() {},
      toPublic() {},
      toStaffQueue() {},
      onlineMembers: () => Promise.resolve(0),
    };
    const locks = createMemberLocks(database.pool, silentLog);
    onTestFinished(() => locks.close());
    const games = createGameService({
      db,
      locks,
      ledger,
      providers: new Map([[GP, adapter]]),
      clock,
      events: createDomainEventBus(() => undefined),
      realtime,
      // An undo the injected faults break leaves its money to reconciliation, which this test runs.
      onUndoFailed: () => undefined,
    });
    const members = await fundedMembers(6);
    const launch = { gp_id: GP, game_code: 'koi-reels', lobby_url: 'http://localhost/close' };
    const actions = {
      play: (m: WalletOwner) => games.play(m.memberId, launch, 'en_US'),
      leave: (m: WalletOwner) => games.leave(m.memberId),
      back: (m: WalletOwner) => games.allBack(m.memberId),
    };
    const op = fc.record({
      member: fc.integer({ min: 0, max: members.length - 1 }),
      action: fc.constantFrom('play' as const, 'leave' as const, 'back' as const),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 15, maxLength: 30 }), async (ops) => {
        faultRate = 0.4;
        await Promise.all([
          ...ops.map((o) =>
            actions[o.action](members[o.member]!).catch((err: unknown) => {
              // What a member is told (start failed, provider silent, return running): never a crash.
              if (!(err instanceof AppError)) throw err;
            }),
          ),
          games.reconcile({ minAgeMs: 0 }),
        ]);
      }),
      { numRuns: 4, endOnFailure: true },
    );

    // The network heals, reconciliation settles what is left, and each member takes the money back.
    faultRate = 0;
    clock.advance(adapter.lateArrivalMs + 60_000);
    await games.reconcile({ minAgeMs: 0 });
    for (const m of members) await games.allBack(m.memberId);
    await expectBooksEqualProvider(adapter, members);
    for (const m of members) {
      expect((await ledger.mainBalance(m.memberId, 'RMB')).available).toBe(100_000n);
    }
  });
});
