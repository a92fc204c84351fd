import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../../db/client';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { walkAuditChain } from './audit-chain';
import { auditRowHash, epochMicros } from './audit-hash';

let database: TestDatabase;
let db: Db;
let staffId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.pool);
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into staff (account, password_hash, role) values ('hash-test', 'none', 'support')
    returning id::text as id`);
  staffId = Number(rows[0]!.id);
});
afterAll(() => database.drop());

/** Text PostgreSQL accepts (no NUL), leaning on what JSON escaping gets wrong most easily. */
const awkward = fc
  .oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('"', '\\', '\\"', '\\u0000', '\u0001', '\b\f\n\r\t', '\u001f', '\u007f', '\u0085'),
    fc.constantFrom('\u2028\u2029', 'é', 'ß', '中文', '😀👨‍👩‍👧', '\uFEFF', '</script>', "'; --"),
  )
  .map((s) => s.replaceAll('\u0000', ''));

const address = fc.oneof(
  fc.constant(null),
  fc.ipV4(),
  fc.ipV6(),
  fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 31 })).map(([ip, bits]) => `${ip}/${bits}`),
  fc.tuple(fc.ipV6(), fc.integer({ min: 0, max: 127 })).map(([ip, bits]) => `${ip}/${bits}`),
  fc.constantFrom('::ffff:10.0.0.1', '::1', '::', '2001:db8::', 'fe80::1:2:3:4'),
);

const detail = fc
  .dictionary(awkward, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 })
  .filter((d) => !JSON.stringify(d).includes('\\u0000'));

const row = fc.record({
  // Some past 2^53, where a number read as a JS number would round.
  bigId: fc.boolean(),
  staffId: fc.boolean(),
  account: fc.option(awkward, { nil: null }),
  action: awkward,
  target: fc.option(awkward, { nil: null }),
  detail,
  ip: address,
  // Year 1 to 2200, to the microsecond.
  micros: fc.bigInt({ min: -62_135_596_800_000_000n, max: 7_258_118_400_000_000n }),
  zone: fc.constantFrom('UTC', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham'),
});

/**
 * Links the row into the chain as `staff_audit_link` does on the server, from a session in `zone`,
 * and answers the hash it stored. Another test file's open transaction can hold the link back for a
 * moment (it waits for older transactions): asked again until the row has its hash.
 */
async function linkedHash(id: string, zone: string): Promise<string> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const hash = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local timezone = '${zone}'`));
      await tx.execute(sql`select staff_audit_link(100)`);
      const { rows } = await tx.execute<{ hash: string }>(sql`select hash from staff_audit where id = ${id}`);
      return rows[0]!.hash;
    });
    if (hash) return hash;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`audit row ${id} was not linked`);
}

describe('the staff audit hash recomputed in the application', () => {
  it('equals the hash the database stored, whatever the row holds', async () => {
    let bigIds = 2n ** 53n + 1n;
    await fc.assert(
      fc.asyncProperty(row, async (r) => {
        const id = r.bigId ? (bigIds += 2n) : null;
        const seconds = r.micros / 1_000_000n - (r.micros % 1_000_000n < 0n ? 1n : 0n);
        const fraction = r.micros - seconds * 1_000_000n;
        const inserted = await db.transaction(async (tx) => {
          // The sessions' zones must not change what is hashed.
          await tx.execute(sql.raw(`set local timezone = '${r.zone}'`));
          const { rows } = await tx.execute<{ id: string }>(sql`
            insert into staff_audit (id, staff_id, account, action, target, detail, ip, created_at)
            values (coalesce(${id?.toString() ?? null}::bigint, nextval('staff_audit_id_seq')),
                    ${r.staffId ? staffId : null}, ${r.account}, ${r.action}, ${r.target},
                    ${JSON.stringify(r.detail)}::jsonb, ${r.ip}::inet,
                    to_timestamp(${seconds.toString()}::bigint) + ${fraction.toString()}::int * interval '1 microsecond')
            returning id::text as id`);
          return rows[0]!.id;
        });
        const stored = await linkedHash(inserted, r.zone === 'UTC' ? 'Asia/Kathmandu' : 'UTC');
        // Batches of 7, so the walk crosses batch boundaries.
        const walk = await walkAuditChain(db, null, 7);
        expect(walk.firstBroken).toBeNull();
        expect(walk.head!.hash).toBe(stored);
        expect(auditRowHash(walk.head!)).toBe(stored);
        expect(epochMicros(walk.head!.created_at)).toBe(r.micros);
      }),
      { numRuns: 60 },
    );
  });
});

describe('epochMicros', () => {
  it('reads the ISO text PostgreSQL prints at UTC, and nothing else', () => {
    expect(epochMicros('1970-01-01 00:00:00+00')).toBe(0n);
    expect(epochMicros('1969-12-31 23:59:59.5+00')).toBe(-500_000n);
    expect(epochMicros('2026-11-28 16:50:18.000001+00')).toBe(1_795_884_618_000_001n);
    expect(epochMicros('0050-03-01 00:00:00+00')).toBe(-60_584_198_400_000_000n);
    expect(epochMicros('infinity')).toBeNull();
    expect(epochMicros('2026-11-28 16:50:18+01')).toBeNull();
    expect(epochMicros('0001-01-01 00:00:00+00 BC')).toBeNull();
  });
});
