import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { findMember } from '../../accounts/member';

/** System accounts every site and currency may have; their balances are derived, never stored. */
export const SYSTEM_ACCOUNTS = [
  'deposits_clearing',
  'withdrawals_clearing',
  'adjustments',
  'promotions_expense',
  /** Daily rebates (返水) paid to members; kept apart from promotions so reports can tell them apart. */
  'rebates_expense',
  /** Recommend-a-friend rewards (agents/recommend); reported with promotions. */
  'recommend_expense',
  /** Agent commission (agents/commission) paid to agents' wallets. */
  'commission_expense',
  'provider_float',
] as const;
export type SystemAccountCode = (typeof SYSTEM_ACCOUNTS)[number];

/** A member's main wallet, or with `provider` that member's wallet at one game provider. */
export interface MemberAccountRef {
  member: number;
  provider?: string;
}
export interface SystemAccountRef {
  system: SystemAccountCode;
}
export type AccountRef = MemberAccountRef | SystemAccountRef;

export class MemberAccountMismatch extends Error {
  constructor(memberId: number, siteId: number, currency: string) {
    super(`member ${memberId} has no ${currency} wallet on site ${siteId}`);
    this.name = 'MemberAccountMismatch';
  }
}

/**
 * Account ids never change once created, so they are remembered per process — but only ids read or
 * created outside a caller's transaction: one made inside it vanishes if that transaction rolls
 * back. Creation is idempotent (insert or find), and a member account is only opened in the member's
 * own site and currency: a caller that passes the wrong ones gets an error, not a wallet in another
 * currency.
 */
export function createAccountDirectory(root: DbOrTx, maxCached = 50_000) {
  const cache = new Map<string, bigint>();

  function remember(db: DbOrTx, key: string, id: bigint): bigint {
    if (db !== root) return id;
    if (cache.size >= maxCached) cache.clear();
    cache.set(key, id);
    return id;
  }

  /**
   * Find, else insert, else find again: a concurrent insert of the same account makes ours do
   * nothing, and only a new statement (a new snapshot) sees the row it committed.
   */
  async function findOrCreate(
    db: DbOrTx,
    find: SQL,
    create: SQL,
    mayCreate: () => Promise<boolean> = async () => true,
  ): Promise<bigint | undefined> {
    for (const query of [find, create, find]) {
      if (query === create && !(await mayCreate())) return undefined;
      const { rows } = await db.execute<{ id: string }>(query);
      if (rows[0]) return BigInt(rows[0].id);
    }
    return undefined;
  }

  async function systemAccount(db: DbOrTx, siteId: number, currency: string, code: SystemAccountCode) {
    const key = `s:${siteId}:${currency}:${code}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    const id = await findOrCreate(
      db,
      sql`select id from ledger_accounts
           where kind = 'system' and site_id = ${siteId} and currency = ${currency} and system_code = ${code}`,
      sql`insert into ledger_accounts (site_id, currency, kind, system_code)
          values (${siteId}, ${currency}, 'system', ${code})
          on conflict (site_id, currency, system_code) where kind = 'system' do nothing
          returning id`,
    );
    return remember(db, key, id!);
  }

  async function memberAccount(db: DbOrTx, siteId: number, currency: string, ref: MemberAccountRef) {
    const kind = ref.provider === undefined ? 'member_main' : 'member_provider';
    const provider = ref.provider ?? null;
    const key = `m:${ref.member}:${provider ?? ''}:${currency}:${siteId}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    const id = await findOrCreate(
      db,
      sql`select id from ledger_accounts
           where member_id = ${ref.member} and kind = ${kind} and coalesce(provider, '') = ${provider ?? ''}
             and currency = ${currency} and site_id = ${siteId} and kind <> 'system'`,
      sql`insert into ledger_accounts (site_id, currency, kind, member_id, provider)
          values (${siteId}, ${currency}, ${kind}, ${ref.member}, ${provider})
          on conflict (member_id, kind, coalesce(provider, ''), currency) where kind <> 'system' do nothing
          returning id`,
      // Only a wallet in the member's own site and currency, which never change, so asking the member
      // directory first (only when the account is not there yet) is as safe as a joined insert.
      async () => {
        const member = await findMember(db, ref.member);
        return member?.siteId === siteId && member.currency === currency;
      },
    );
    if (id === undefined) throw new MemberAccountMismatch(ref.member, siteId, currency);
    return remember(db, key, id);
  }

  return {
    resolve(db: DbOrTx, siteId: number, currency: string, ref: AccountRef): Promise<bigint> {
      return 'system' in ref
        ? systemAccount(db, siteId, currency, ref.system)
        : memberAccount(db, siteId, currency, ref);
    },
  };
}
export type AccountDirectory = ReturnType<typeof createAccountDirectory>;
