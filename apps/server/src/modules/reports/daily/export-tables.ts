import type { ReportFilter } from '@arks/contracts';
import type { ReportTable } from './export';
import type { ReportQueries } from './report-queries';

/** Every member of the range in one export, ranked (a page holds at most this many). */
const EXPORT_MEMBERS = 100_000;

const OPERATIONS: ReportTable['columns'] = [
  { key: 'date', heading: 'Date' },
  { key: 'registrations', heading: 'Registrations' },
  { key: 'first_deposit_count', heading: 'First deposits' },
  { key: 'first_deposit_amount', heading: 'First deposit amount', amount: true },
  { key: 'deposit_count', heading: 'Deposits' },
  { key: 'deposit_amount', heading: 'Deposit amount', amount: true },
  { key: 'withdrawal_count', heading: 'Withdrawals' },
  { key: 'withdrawal_amount', heading: 'Withdrawal amount', amount: true },
  { key: 'net_deposit_amount', heading: 'Deposits - withdrawals', amount: true },
  { key: 'bet_amount', heading: 'Bets', amount: true },
  { key: 'valid_bet_amount', heading: 'Valid bets', amount: true },
  { key: 'payout_amount', heading: 'Payouts', amount: true },
  { key: 'ggr', heading: 'GGR (member win/loss)', amount: true },
  { key: 'promotion_amount', heading: 'Promotions', amount: true },
  { key: 'rebate_amount', heading: 'Rebates', amount: true },
  { key: 'adjustment_amount', heading: 'Adjustments', amount: true },
  { key: 'commission_amount', heading: 'Agent commission', amount: true },
  { key: 'fee_amount', heading: 'Fees (not recorded)', amount: true },
  { key: 'ngr', heading: 'NGR', amount: true },
  { key: 'company_profit', heading: 'Company profit (NGR - commission)', amount: true },
  { key: 'active_members', heading: 'Active members' },
];

const PROVIDERS: ReportTable['columns'] = [
  { key: 'provider', heading: 'Provider' },
  { key: 'hall', heading: 'Hall' },
  { key: 'rounds', heading: 'Rounds' },
  { key: 'bet_amount', heading: 'Bets', amount: true },
  { key: 'valid_bet_amount', heading: 'Valid bets', amount: true },
  { key: 'payout_amount', heading: 'Payouts', amount: true },
  { key: 'ggr', heading: 'GGR (member win/loss)', amount: true },
  { key: 'margin', heading: 'Margin %' },
  { key: 'transfer_in_amount', heading: 'Transfers in', amount: true },
  { key: 'transfer_out_amount', heading: 'Transfers out', amount: true },
  { key: 'members', heading: 'Members' },
];

const MEMBERS: ReportTable['columns'] = [
  { key: 'rank', heading: 'Rank' },
  { key: 'member_id', heading: 'Member id' },
  { key: 'account', heading: 'Account' },
  { key: 'rounds', heading: 'Rounds' },
  { key: 'bet_amount', heading: 'Bets', amount: true },
  { key: 'valid_bet_amount', heading: 'Valid bets', amount: true },
  { key: 'payout_amount', heading: 'Payouts', amount: true },
  { key: 'ggr', heading: 'GGR (member win/loss)', amount: true },
  { key: 'deposit_amount', heading: 'Deposits', amount: true },
  { key: 'withdrawal_amount', heading: 'Withdrawals', amount: true },
  { key: 'promotion_amount', heading: 'Promotions', amount: true },
  { key: 'rebate_amount', heading: 'Rebates', amount: true },
  { key: 'adjustment_amount', heading: 'Adjustments', amount: true },
  { key: 'commission_amount', heading: 'Agent commission', amount: true },
  { key: 'agent_transfer_in_amount', heading: 'Agent transfers in', amount: true },
  { key: 'agent_transfer_out_amount', heading: 'Agent transfers out', amount: true },
  { key: 'ngr', heading: 'NGR', amount: true },
];

/** A report's rows and its totals row as one table for CSV and XLSX. */
export async function reportTable(
  queries: ReportQueries,
  report: 'operations' | 'providers' | 'members',
  q: ReportFilter & { group_by: 'provider' | 'hall'; rank_by: 'ggr' | 'valid_bet' },
): Promise<ReportTable> {
  if (report === 'operations') {
    const r = await queries.operations(q);
    return { name: 'Operations', columns: OPERATIONS, rows: [...r.rows, { date: 'Total', ...r.totals }] };
  }
  if (report === 'providers') {
    const r = await queries.providers(q);
    const columns = PROVIDERS.filter((c) => c.key !== (q.group_by === 'provider' ? 'hall' : 'provider'));
    return { name: 'Providers', columns, rows: [...r.rows, { ...r.totals, provider: 'Total', hall: null }] };
  }
  const r = await queries.members({ ...q, page: 1, page_size: EXPORT_MEMBERS }, true);
  return { name: 'Members', columns: MEMBERS, rows: [...r.rows, { account: 'Total', ...r.totals }] };
}
