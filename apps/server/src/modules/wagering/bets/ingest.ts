import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { MemberRecord } from '../../accounts/member';
import type { FeedBet } from '../../games/providers';

/** Why a feed row could not be stored as a member's bet (kept in `bet_feed_gaps` for staff). */
export type GapReason = 'unknown_player' | 'currency_mismatch' | 'malformed';

export interface FeedGap {
  reason: GapReason;
  roundId: string | null;
  version: number | null;
  playerId: string | null;
  detail: string;
}

/** A feed row placed on a member of a site: what the write stores. */
interface PlacedBet extends FeedBet {
  siteId: number;
  memberId: number;
}

/** Who a member is, as far as placing a bet needs: asked of the member directory a page at a time. */
export type MemberLookup = (
  memberIds: number[],
) => Promise<Map<number, Pick<MemberRecord, 'siteId' | 'currency'>>>;

const PLAYER = /^(\d{1,9}):(\d{1,15})$/;
const ROUND = /^[A-Za-z0-9:_.-]{1,100}$/;
const STATUSES = new Set(['open', 'settled', 'void', 'resettled']);
const BIGINT_MAX = 9_223_372_036_854_775_807n;
const validDate = (d: Date | null) => d === null || (d instanceof Date && !Number.isNaN(d.getTime()));
const amount = (v: bigint) => typeof v === 'bigint' && v >= 0n && v <= BIGINT_MAX;

/** What breaks the protocol's rules in a row (the http adapter checks the wire; a row is checked again here). */
function malformed(b: FeedBet): string | null {
  if (typeof b.roundId !== 'string' || !ROUND.test(b.roundId)) return 'round_id';
  if (!Number.isInteger(b.version) || b.version < 1 || b.version > 2_147_483_647) return 'version';
  if (!Number.isInteger(b.hall) || b.hall < 1 || b.hall > 99) return 'hall';
  if (typeof b.gameCode !== 'string' || b.gameCode.length < 1 || b.gameCode.length > 64) return 'game_code';
  if (typeof b.currency !== 'string' || b.currency.length < 2 || b.currency.length > 8) return 'currency';
  if (!STATUSES.has(b.status)) return 'status';
  if (!amount(b.stake) || !amount(b.payout) || !amount(b.validBet)) return 'amount';
  if (b.validBet > b.stake) return 'valid_bet: more than the stake';
  if (
    !validDate(b.placedAt) ||
    !validDate(b.settledAt) ||
    !validDate(b.updatedAt) ||
    !b.placedAt ||
    !b.updatedAt
  )
    return 'time';
  return null;
}

/**
 * Splits a page into the rows that belong to a member (`${siteId}:${memberId}` naming a member of
 * that site, in the member's currency) and the gaps. Nothing is dropped without a gap.
 */
export async function placeBets(
  page: FeedBet[],
  members: MemberLookup,
): Promise<{ placed: PlacedBet[]; gaps: FeedGap[] }> {
  const gaps: FeedGap[] = [];
  const candidates: { bet: FeedBet; siteId: number; memberId: number }[] = [];
  for (const bet of page) {
    const gapOf = (reason: GapReason, detail: string): FeedGap => ({
      reason,
      roundId: typeof bet.roundId === 'string' ? bet.roundId.slice(0, 100) : null,
      version: Number.isInteger(bet.version) ? bet.version : null,
      playerId: typeof bet.playerId === 'string' ? bet.playerId.slice(0, 64) : null,
      detail,
    });
    const bad = malformed(bet);
    if (bad) {
      gaps.push(gapOf('malformed', bad));
      continue;
    }
    const player = typeof bet.playerId === 'string' ? PLAYER.exec(bet.playerId) : null;
    if (!player) {
      gaps.push(gapOf('unknown_player', 'player_id is not <site>:<member>'));
      continue;
    }
    candidates.push({ bet, siteId: Number(player[1]), memberId: Number(player[2]) });
  }
  const known = candidates.length
    ? await members([...new Set(candidates.map((c) => c.memberId))])
    : new Map();
  const placed: PlacedBet[] = [];
  for (const { bet, siteId, memberId } of candidates) {
    const member = known.get(memberId);
    if (!member || member.siteId !== siteId) {
      gaps.push({
        reason: 'unknown_player',
        roundId: bet.roundId,
        version: bet.version,
        playerId: bet.playerId,
        detail: `no member ${memberId} on site ${siteId}`,
      });
    } else if (member.currency !== bet.currency) {
      gaps.push({
        reason: 'currency_mismatch',
        roundId: bet.roundId,
        version: bet.version,
        playerId: bet.playerId,
        detail: `round in ${bet.currency}, member's currency ${member.currency}`,
      });
    } else placed.push({ ...bet, siteId, memberId });
  }
  return { placed, gaps };
}

/**
 * Stores a page in one statement: each (round, version) newer than the round's current version goes
 * into `bet_versions` (in version order, so a round's versions rise in id order) and the newest of them
 * replaces the round in `bets`. A version already stored or older than the current changes nothing,
 * so a page read twice, or read again after a run stopped, adds nothing. Callers serialize writes of one
 * provider (`lockProviderWrites`), since "newer than the current" is read from the statement's snapshot;
 * that is also why the inserts are plain ones (no ON CONFLICT, whose speculative insertion cost as much
 * again): were the rule broken, a unique key refuses the whole page, which is recorded and read again.
 */
export async function storeBets(
  db: DbOrTx,
  provider: string,
  rows: PlacedBet[] | StoreStatement,
): Promise<{ versions: number; rounds: number }> {
  const statement = Array.isArray(rows) ? storeBetsStatement(provider, rows) : rows;
  if (statement === null) return { versions: 0, rounds: 0 };
  const { rows: out } = await db.execute<{ versions: number; rounds: number }>(statement);
  return out[0]!;
}

/** A page's write, built ahead (its arrays already in PostgreSQL's text form); null for an empty page. */
export type StoreStatement = ReturnType<typeof storeBetsStatement>;

/**
 * An array literal (`{"a","b",NULL}`) built here rather than by the driver at send time, so the
 * pull job builds the next page's while the current one is written.
 */
function arrayLiteral(values: readonly (string | number | null)[]): string {
  let out = '{';
  for (const [i, v] of values.entries()) {
    if (i > 0) out += ',';
    if (v === null) out += 'NULL';
    else if (typeof v === 'number') out += v;
    else out += `"${v.replace(/[\\"]/g, '\\$&')}"`;
  }
  return out + '}';
}

const EPOCH = sql.raw(`timestamptz '1970-01-01T00:00:00Z'`);
const MS = sql.raw(`interval '1 millisecond'`);

export function storeBetsStatement(provider: string, rows: PlacedBet[]) {
  if (rows.length === 0) return null;
  const col = (f: (b: PlacedBet) => string | number | null) => sql.param(arrayLiteral(rows.map(f)));
  // Times travel as epoch milliseconds: reading 3000 bigints costs the server far less than 3000 timestamps.
  const ms = (d: Date | null) => (d === null ? null : d.getTime());
  return sql`
    with raw as (
      select * from unnest(
        ${col((b) => b.roundId)}::text[], ${col((b) => b.version)}::int[], ${col((b) => b.siteId)}::int[],
        ${col((b) => b.memberId)}::bigint[], ${col((b) => b.currency)}::text[], ${col((b) => b.gameCode)}::text[],
        ${col((b) => b.hall)}::int[], ${col((b) => b.stake.toString())}::bigint[],
        ${col((b) => b.payout.toString())}::bigint[], ${col((b) => b.validBet.toString())}::bigint[],
        ${col((b) => b.status)}::text[], ${col((b) => ms(b.placedAt))}::bigint[],
        ${col((b) => ms(b.settledAt))}::bigint[], ${col((b) => ms(b.updatedAt))}::bigint[]
      ) as u(round_id, version, site_id, member_id, currency, game_code, hall, stake, payout, valid_bet,
             status, placed_ms, settled_ms, updated_ms)
    ),
    input as (
      select round_id, version, site_id, member_id, currency, game_code, hall, stake, payout, valid_bet, status,
             ${EPOCH} + placed_ms * ${MS} as placed_at, ${EPOCH} + settled_ms * ${MS} as settled_at,
             ${EPOCH} + updated_ms * ${MS} as provider_updated_at
      from raw
    ),
    looked as materialized (
      -- One index look-up per row, as a scalar subquery: PostgreSQL never turns one into a join, which
      -- it did with a lateral join when the statistics of a growing bets table were stale (a hash of all the
      -- provider's rounds read for every page: 60 of a page's 85 ms with 200,000 rounds stored).
      select i.*, c[1] as bet_id, c[2]::int as current
      from (
        select i.*, (select array[id, version] from bets where provider = ${provider} and round_id = i.round_id) as c
        from input i
        offset 0 -- a fence: the look-up runs once per row, not once per use of c
      ) i
    ),
    fresh as (
      select distinct on (round_id, version) *
      from looked
      where version > coalesce(current, 0)
      order by round_id, version
    ),
    versions as (
      insert into bet_versions (provider, round_id, version, site_id, member_id, currency, game_code, hall,
                                stake, payout, valid_bet, status, placed_at, settled_at, provider_updated_at)
      select ${provider}, round_id, version, site_id, member_id, currency, game_code, hall,
             stake, payout, valid_bet, status, placed_at, settled_at, provider_updated_at
      from fresh order by round_id, version
      returning 1
    ),
    newest as (select distinct on (round_id) * from fresh order by round_id, version desc),
    -- A round seen for the first time is a plain insert (the cheap path of nearly every row); writers of
    -- one provider are serialized, so no other writer adds it meanwhile (if one did, the unique key
    -- refuses the page and it is read again).
    added as (
      insert into bets (provider, round_id, version, site_id, member_id, currency, game_code, hall,
                        stake, payout, valid_bet, status, placed_at, settled_at, provider_updated_at)
      select ${provider}, round_id, version, site_id, member_id, currency, game_code,
             hall, stake, payout, valid_bet, status, placed_at, settled_at, provider_updated_at
      from newest where current is null
      returning 1
    ),
    replaced as (
      update bets b set
        version = n.version, site_id = n.site_id, member_id = n.member_id, currency = n.currency,
        game_code = n.game_code, hall = n.hall, stake = n.stake, payout = n.payout, valid_bet = n.valid_bet,
        status = n.status, placed_at = n.placed_at, settled_at = n.settled_at,
        provider_updated_at = n.provider_updated_at, received_at = now()
      from newest n
      -- By the row's id, so the plan is a primary key look-up per round (sizes are known, unlike the
      -- share of a provider in stale statistics).
      where n.current is not null and b.id = n.bet_id and b.version < n.version
      returning 1
    )
    select (select count(*) from versions)::int as versions,
           (select count(*) from added)::int + (select count(*) from replaced)::int as rounds`;
}

/** The advisory lock space of bet feed writes (an arbitrary constant no other lock uses). */
const BET_FEED_LOCK = 0x42e7_f33d;

/**
 * Waits for, then holds until the transaction ends, the right to write one provider's rounds. The
 * transaction also commits without waiting for its WAL flush: a page lost in a crash takes its cursor
 * with it (same transaction), so the page is simply read again from the provider.
 */
export async function lockProviderWrites(tx: DbOrTx, provider: string): Promise<void> {
  await tx.execute(
    sql`select set_config('synchronous_commit', 'off', true), pg_advisory_xact_lock(${BET_FEED_LOCK}, hashtext(${provider}))`,
  );
}

/** Records gaps; reading the same row again counts it and keeps the first sighting and any resolution. */
export async function recordGaps(
  db: DbOrTx,
  provider: string,
  gaps: FeedGap[],
  window: { from: Date; to: Date },
  now: Date,
): Promise<void> {
  if (gaps.length === 0) return;
  const key = (g: FeedGap) => `${g.roundId ?? '?'}:v${g.version ?? '?'}:${g.reason}`;
  // One row per key even when a page repeats a row.
  const unique = [...new Map(gaps.map((g) => [key(g), g])).values()];
  const col = <T>(f: (g: FeedGap) => T) => sql.param(unique.map(f));
  await db.execute(sql`
    insert into bet_feed_gaps (provider, gap_key, round_id, version, player_id, reason, detail,
                               window_from, window_to, first_seen_at, last_seen_at)
    select ${provider}, k, r, v, p, reason, d, ${window.from.toISOString()}::timestamptz,
           ${window.to.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from unnest(${col(key)}::text[], ${col((g) => g.roundId)}::text[], ${col((g) => g.version)}::int[],
                ${col((g) => g.playerId)}::text[], ${col((g) => g.reason)}::text[], ${col((g) => g.detail)}::text[])
      as g(k, r, v, p, reason, d)
    on conflict (provider, gap_key) do update set
      last_seen_at = excluded.last_seen_at, times_seen = bet_feed_gaps.times_seen + 1`);
}

/**
 * The member directory asked a page at a time, remembering who it found: a member's site and currency
 * never change, so the job asks about each member once. A member not found is asked again next time.
 */
export function cachedMemberLookup(
  find: (ids: number[]) => Promise<Pick<MemberRecord, 'id' | 'siteId' | 'currency'>[]>,
  max = 200_000,
): MemberLookup {
  const known = new Map<number, Pick<MemberRecord, 'siteId' | 'currency'>>();
  return async (ids) => {
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length) {
      if (known.size + missing.length > max) known.clear();
      for (const m of await find(missing)) known.set(m.id, { siteId: m.siteId, currency: m.currency });
    }
    return new Map(ids.flatMap((id) => (known.has(id) ? [[id, known.get(id)!] as const] : [])));
  };
}
