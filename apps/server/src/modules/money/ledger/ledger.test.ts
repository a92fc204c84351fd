import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../../db/client';
import { isAppError } from '../../../platform/app-error';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { MoneyCode } from '@arks/contracts';
import { checkLedgerInvariants } from './invariants';
import { createLedgerService, type LedgerService } from './service';

let database: TestDatabase;
let db: Db;
let ledger: LedgerService;
let seq = 0;

async function newMember(siteId = 1, currency = 'RMB'): Promise<number> {
  seq += 1;
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into members (site_id, account, password_hash, currency)
    values (${siteId}, ${`ledger${seq}`}, 'x', ${currency}) returning id`);
  return Number(rows[0]!.id);
}

function deposit(member: number, amount: bigint, key: string) {
  return ledger.transfer({
    siteId: 1,
    currency: 'RMB',
    debit: { system: 'deposits_clearing' },
    credit: { member },
    amount,
    kind: 'deposit',
    idempotencyKey: key,
  });
}

function withdrawRequest(member: number, amount: bigint, key: string) {
  return ledger.transfer({
    siteId: 1,
    currency: 'RMB',
    debit: { member },
    credit: { system: 'withdrawals_clearing' },
    amount,
    kind: 'withdrawal',
    idempotencyKey: key,
    pending: true,
  });
}

async function codeOf(p: Promise<unknown>): Promise<number> {
  try {
    await p;
  } catch (err) {
    if (isAppError(err)) return err.code;
    throw err;
  }
  throw new Error('expected a refusal');
}

/** The database's own message for a statement it refused. */
async function dbRefusal(query: SQL): Promise<string> {
  try {
    await db.execute(query);
  } catch (err) {
    return String((err as { cause?: Error }).cause?.message ?? err);
  }
  throw new Error('expected the database to refuse');
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.pool);
  ledger = createLedgerService({ db });
});

afterAll(async () => {
  expect(await checkLedgerInvariants(db)).toEqual([]);
  await database.drop();
});

describe('ledger transfers', () => {
  it('credits a deposit once per idempotency key and refuses the key for another movement', async () => {
    const m = await newMember();
    const first = await deposit(m, 10_000n, 'dep-a');
    expect(first.replayed).toBe(false);
    const again = await deposit(m, 10_000n, 'dep-a');
    expect(again).toMatchObject({ replayed: true, transfer: { id: first.transfer.id } });
    expect(await codeOf(deposit(m, 9_999n, 'dep-a'))).toBe(MoneyCode.IDEMPOTENCY_CONFLICT);
    expect(await ledger.mainBalance(m, 'RMB')).toEqual({
      balance: 10_000n,
      pendingOut: 0n,
      available: 10_000n,
    });
    expect(await ledger.systemBalance(1, 'RMB', 'deposits_clearing')).toBeLessThanOrEqual(-10_000n);
  });

  it('refuses to spend more than the member has, and records nothing for it', async () => {
    const m = await newMember();
    await deposit(m, 500n, `dep-${m}`);
    expect(await codeOf(withdrawRequest(m, 501n, `wd-${m}`))).toBe(MoneyCode.INSUFFICIENT_FUNDS);
    expect(await ledger.findByKey(`wd-${m}`)).toBeUndefined();
    expect((await ledger.mainBalance(m, 'RMB')).available).toBe(500n);
  });

  it('reserves a pending withdrawal, then posts or voids it exactly once', async () => {
    const m = await newMember();
    await deposit(m, 1_000n, `dep-${m}`);
    const a = await withdrawRequest(m, 600n, `wd-a-${m}`);
    expect(await ledger.mainBalance(m, 'RMB')).toEqual({
      balance: 1_000n,
      pendingOut: 600n,
      available: 400n,
    });
    expect(await codeOf(withdrawRequest(m, 401n, `wd-b-${m}`))).toBe(MoneyCode.INSUFFICIENT_FUNDS);

    expect((await ledger.post(a.transfer.id)).replayed).toBe(false);
    expect((await ledger.post(a.transfer.id)).replayed).toBe(true);
    expect(await codeOf(ledger.void(a.transfer.id))).toBe(MoneyCode.TRANSFER_NOT_PENDING);
    expect(await ledger.mainBalance(m, 'RMB')).toEqual({ balance: 400n, pendingOut: 0n, available: 400n });

    const b = await withdrawRequest(m, 400n, `wd-c-${m}`);
    await ledger.void(b.transfer.id);
    expect(await codeOf(ledger.post(b.transfer.id))).toBe(MoneyCode.TRANSFER_NOT_PENDING);
    expect(await ledger.mainBalance(m, 'RMB')).toEqual({ balance: 400n, pendingOut: 0n, available: 400n });
  });

  it('reverses a posted transfer once, and only while the member still has the money', async () => {
    const m = await newMember();
    const dep = await deposit(m, 300n, `dep-${m}`);
    await ledger.reverse({ transferId: dep.transfer.id, idempotencyKey: `rev-${m}` });
    expect((await ledger.mainBalance(m, 'RMB')).balance).toBe(0n);
    expect(await codeOf(ledger.reverse({ transferId: dep.transfer.id, idempotencyKey: `rev2-${m}` }))).toBe(
      MoneyCode.TRANSFER_NOT_PENDING,
    );
    const spent = await deposit(m, 300n, `dep2-${m}`);
    await ledger.post((await withdrawRequest(m, 200n, `wd-${m}`)).transfer.id);
    expect(await codeOf(ledger.reverse({ transferId: spent.transfer.id, idempotencyKey: `rev3-${m}` }))).toBe(
      MoneyCode.INSUFFICIENT_FUNDS,
    );
  });

  it('opens a member wallet only in the member’s own site and currency', async () => {
    const m = await newMember(1, 'RMB');
    await expect(
      ledger.transfer({
        siteId: 1,
        currency: 'USD',
        debit: { system: 'deposits_clearing' },
        credit: { member: m },
        amount: 1n,
        kind: 'deposit',
        idempotencyKey: `usd-${m}`,
      }),
    ).rejects.toThrow(/no USD wallet/);
  });

  it('keeps transfers append-only in the database itself', async () => {
    const m = await newMember();
    const dep = await deposit(m, 100n, `dep-${m}`);
    expect(
      await dbRefusal(sql`update ledger_transfers set amount = 1 where id = ${dep.transfer.id}`),
    ).toMatch(/changes only once/);
    expect(await dbRefusal(sql`delete from ledger_transfers where id = ${dep.transfer.id}`)).toMatch(
      /append-only/,
    );
    expect(await dbRefusal(sql`update ledger_accounts set balance = -1 where member_id = ${m}`)).toMatch(
      /ledger_accounts_funds_check/,
    );
  });

  it('lets exactly as many parallel debits through as the balance covers', async () => {
    const m = await newMember();
    await deposit(m, 100n, `dep-${m}`);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        ledger.transfer({
          siteId: 1,
          currency: 'RMB',
          debit: { member: m },
          credit: { system: 'adjustments' },
          amount: 10n,
          kind: 'adjustment',
          idempotencyKey: `par-${m}-${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect((await ledger.mainBalance(m, 'RMB')).balance).toBe(0n);
  });

  it('moves money between a member’s main and provider wallets both ways at once without deadlock', async () => {
    const m = await newMember();
    await deposit(m, 1_000n, `dep-${m}`);
    await ledger.transfer({
      siteId: 1,
      currency: 'RMB',
      debit: { member: m },
      credit: { member: m, provider: 'GPHOUSE' },
      amount: 500n,
      kind: 'provider_in',
      idempotencyKey: `in-${m}`,
    });
    const moves = Array.from({ length: 40 }, (_, i) => {
      const out = i % 2 === 0;
      return ledger.transfer({
        siteId: 1,
        currency: 'RMB',
        debit: out ? { member: m, provider: 'GPHOUSE' } : { member: m },
        credit: out ? { member: m } : { member: m, provider: 'GPHOUSE' },
        amount: 5n,
        kind: out ? 'provider_out' : 'provider_in',
        idempotencyKey: `swap-${m}-${i}`,
      });
    });
    await Promise.all(moves);
    const wallets = await ledger.memberAccounts(m);
    expect(wallets.reduce((sum, w) => sum + w.balance, 0n)).toBe(1_000n);
  });
});

describe('ledger under parallel two-phase traffic', () => {
  it('posts and voids many pending transfers on the same accounts at once without losing a unit', async () => {
    const m = await newMember();
    await deposit(m, 100_000n, `dep-${m}`);
    const move = (i: number, toGame: boolean) =>
      ledger.transfer({
        siteId: 1,
        currency: 'RMB',
        debit: toGame ? { member: m } : { member: m, provider: 'GPX' },
        credit: toGame ? { member: m, provider: 'GPX' } : { member: m },
        amount: BigInt(100 + i),
        kind: toGame ? 'provider_in' : 'provider_out',
        idempotencyKey: `pp-${m}-${toGame}-${i}`,
        pending: true,
      });
    const ins = await Promise.all(Array.from({ length: 30 }, (_, i) => move(i, true)));
    await Promise.all(
      ins.map((r, i) => (i % 3 === 0 ? ledger.void(r.transfer.id) : ledger.post(r.transfer.id))),
    );
    const outs = await Promise.all(Array.from({ length: 10 }, (_, i) => move(i, false)));
    await Promise.all([
      ...outs.map((r) => ledger.post(r.transfer.id)),
      ...outs.map((r) => ledger.post(r.transfer.id)),
      ...ins.map((r, i) => (i % 3 === 0 ? ledger.void(r.transfer.id) : ledger.post(r.transfer.id))),
    ]);
    expect(await checkLedgerInvariants(db)).toEqual([]);
    const wallets = await ledger.memberAccounts(m);
    expect(wallets.reduce((sum, w) => sum + w.balance, 0n)).toBe(100_000n);
  });
});

describe('ledger idempotency under races', () => {
  it('applies one key sent many times at the same moment exactly once, and answers every sender', async () => {
    const m = await newMember();
    await deposit(m, 1_000n, `dep-${m}`);
    const same = () =>
      ledger.transfer({
        siteId: 1,
        currency: 'RMB',
        debit: { member: m },
        credit: { member: m, provider: 'GPX' },
        amount: 300n,
        kind: 'provider_in',
        idempotencyKey: `race-${m}`,
      });
    const answers = await Promise.all(Array.from({ length: 12 }, same));
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.transfer.id)).size).toBe(1);
    expect((await ledger.mainBalance(m, 'RMB')).balance).toBe(700n);
    const deposits = await Promise.all(Array.from({ length: 12 }, () => deposit(m, 50n, `race-dep-${m}`)));
    expect(deposits.filter((a) => !a.replayed)).toHaveLength(1);
    expect((await ledger.mainBalance(m, 'RMB')).balance).toBe(750n);
  });
});

describe('ledger accounts and caller transactions', () => {
  it('a wallet opened inside a transaction that rolls back is not remembered', async () => {
    const m = await newMember();
    await expect(
      db.transaction(async (tx) => {
        await ledger.transfer(
          {
            siteId: 1,
            currency: 'RMB',
            debit: { system: 'deposits_clearing' },
            credit: { member: m },
            amount: 100n,
            kind: 'deposit',
            idempotencyKey: `rollback-${m}`,
          },
          tx,
        );
        throw new Error('the caller changes its mind');
      }),
    ).rejects.toThrow('changes its mind');
    // The wallet row went with the rollback; the next transfer opens it again instead of failing.
    await deposit(m, 100n, `after-rollback-${m}`);
    expect((await ledger.mainBalance(m, 'RMB')).balance).toBe(100n);
  });
});
