import { CURRENCIES, fromMinor, type CurrencyCode } from '@arks/contracts';
import { currencyOf } from '../../money/ledger';
import type { Statement } from './calculate';
import type { commissionStatements } from './schema';

export type StatementRow = typeof commissionStatements.$inferSelect;

/** Basis-point units (minor x 10,000) as a decimal string with 4 more places than the currency. */
export function fromMinor4(v4: bigint, code: CurrencyCode): string {
  const exp = CURRENCIES[code].exponent + 4;
  const neg = v4 < 0n;
  const digits = (neg ? -v4 : v4).toString().padStart(exp + 1, '0');
  return `${neg ? '-' : ''}${digits.slice(0, digits.length - exp)}.${digits.slice(digits.length - exp)}`;
}

/**
 * The trace as stored: rows of values under the column names of `TRACE_COLUMNS` (kept in the trace
 * too, so a row read by SQL explains itself), minor and basis-point units as digit strings. Keyed
 * objects per member repeated every name 100,000 times a month and made writing a period's
 * statements three times slower (README, bench:commission).
 */
const TRACE_COLUMNS = {
  member: [
    'member_id',
    'deposits',
    'withdrawals',
    'promotions',
    'rebates',
    'valid_bet',
    'ggr',
    'deposit_fee4',
    'withdrawal_fee4',
    'net4',
    'active',
    'halls',
  ],
  hall: ['hall', 'stake', 'payout', 'valid_bet', 'ggr', 'fee_bp', 'fee4'],
  part: ['member_id', 'sub_agent_id', 'net4', 'rate_bp', 'part8'],
} as const;

type HallRow = [number, string, string, string, string, number, string];
type MemberRow = [
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  boolean,
  HallRow[],
];
type PartRow = [number | null, number | null, string, number, string];
interface CompactTrace {
  columns: typeof TRACE_COLUMNS;
  members: MemberRow[];
  parts: PartRow[];
  cpa_members: number[];
}

export function traceOf(s: Statement): CompactTrace {
  return {
    columns: TRACE_COLUMNS,
    members: s.members.map((m) => [
      m.memberId,
      String(m.deposits),
      String(m.withdrawals),
      String(m.promotions),
      String(m.rebates),
      String(m.validBet),
      String(m.ggr),
      String(m.depositFee4),
      String(m.withdrawalFee4),
      String(m.net4),
      m.active,
      m.halls.map((h) => [
        h.hall,
        String(h.stake),
        String(h.payout),
        String(h.validBet),
        String(h.ggr),
        h.feeBp,
        String(h.fee4),
      ]),
    ]),
    parts: s.parts.map((p) => [
      p.memberId ?? null,
      p.subAgentId ?? null,
      String(p.net4),
      p.rateBp,
      String(p.part8),
    ]),
    cpa_members: s.cpaMembers,
  };
}

/** A stored trace read back with its names. */
export function readTrace(stored: unknown) {
  const t = stored as CompactTrace;
  return {
    members: t.members.map(
      ([
        member_id,
        deposits,
        withdrawals,
        promotions,
        rebates,
        valid_bet,
        ggr,
        deposit_fee4,
        withdrawal_fee4,
        net4,
        active,
        halls,
      ]) => ({
        member_id,
        deposits,
        withdrawals,
        promotions,
        rebates,
        valid_bet,
        ggr,
        deposit_fee4,
        withdrawal_fee4,
        net4,
        active,
        halls: halls.map(([hall, stake, payout, valid_bet, ggr, fee_bp, fee4]) => ({
          hall,
          stake,
          payout,
          valid_bet,
          ggr,
          fee_bp,
          fee4,
        })),
      }),
    ),
    parts: t.parts.map(([member_id, sub_agent_id, net4, rate_bp, part8]) => ({
      member_id,
      sub_agent_id,
      net4,
      rate_bp,
      part8,
    })),
    cpa_members: t.cpa_members,
  };
}

/** A statement's row on the wire (member and staff lists). */
export function statementRow(r: StatementRow, planVersion: number) {
  const code = currencyOf(r.currency);
  return {
    id: r.id,
    period_start: r.periodStart,
    period_end: r.periodEnd,
    plan_version: planVersion,
    state: r.state,
    tier: r.tierIndex === null ? null : r.tierIndex + 1,
    rate_bp: r.rateBp,
    team_members: r.teamMembers,
    active_members: r.activeMembers,
    team_net: fromMinor(r.teamNet, code),
    carry_in: fromMinor(r.carryIn, code),
    carry_out: fromMinor(r.carryOut, code),
    revenue_share: fromMinor(r.revenueShare, code),
    cpa: fromMinor(r.cpa, code),
    amount: fromMinor(r.amount, code),
    computed_at: r.computedAt.toISOString(),
    paid_at: r.paidAt?.toISOString() ?? null,
  };
}

/** The trace on the wire, with accounts named. */
export function traceView(r: StatementRow, accounts: Map<number, string>) {
  const code = currencyOf(r.currency);
  const t = readTrace(r.trace);
  const m = (v: string) => fromMinor(BigInt(v), code);
  const partOf = new Map(t.parts.filter((p) => p.member_id !== null).map((p) => [p.member_id!, p]));
  return {
    members: t.members.map((x) => ({
      member_id: x.member_id,
      account: accounts.get(x.member_id) ?? '',
      halls: x.halls.map((h) => ({
        hall: h.hall,
        stake: m(h.stake),
        payout: m(h.payout),
        valid_bet: m(h.valid_bet),
        ggr: m(h.ggr),
        fee_bp: h.fee_bp,
        fee: fromMinor4(BigInt(h.fee4), code),
      })),
      deposits: m(x.deposits),
      withdrawals: m(x.withdrawals),
      promotions: m(x.promotions),
      rebates: m(x.rebates),
      valid_bet: m(x.valid_bet),
      ggr: m(x.ggr),
      deposit_fee: fromMinor4(BigInt(x.deposit_fee4), code),
      withdrawal_fee: fromMinor4(BigInt(x.withdrawal_fee4), code),
      net: fromMinor4(BigInt(x.net4), code),
      active: x.active,
      rate_bp: partOf.get(x.member_id)?.rate_bp ?? r.rateBp,
      // part8 is minor x 10^8: shown to 4 more places, the last 4 dropped toward zero.
      part: fromMinor4(BigInt(partOf.get(x.member_id)?.part8 ?? '0') / 10_000n, code),
    })),
    sub_agents: t.parts
      .filter((p) => p.sub_agent_id !== null)
      .map((p) => ({
        agent_id: p.sub_agent_id!,
        account: accounts.get(p.sub_agent_id!) ?? '',
        team_net: fromMinor4(BigInt(p.net4), code),
        rate_bp: p.rate_bp,
        part: fromMinor4(BigInt(p.part8) / 10_000n, code),
      })),
    cpa_members: t.cpa_members.map((id) => ({ member_id: id, account: accounts.get(id) ?? '' })),
  };
}

/** Every member and agent id a trace names (to look their accounts up once). */
export function traceIds(r: StatementRow): number[] {
  const t = readTrace(r.trace);
  return [
    ...t.members.map((m) => m.member_id),
    ...t.parts.flatMap((p) => (p.sub_agent_id !== null ? [p.sub_agent_id] : [])),
    ...t.cpa_members,
  ];
}
