import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { applyLanguage } from '../../../i18n/instance';
import { writeLanguageCookies } from '../../../i18n/language-preference';
import { siteFetch } from '../../../test/site-fixtures';
import { StratifiedTable } from './stratified-table';

const money = { deposits: '100.00', withdrawals: '0.00', valid_bet: '50.00', win_loss: '-20.00' };
const row = (
  kind: 'agent' | 'member',
  id: number,
  account: string,
  fees: string,
  commission: string | null,
) => ({
  kind,
  member_id: id,
  account,
  members: kind === 'agent' ? 3 : 1,
  promotions: '0.00',
  rebates: '0.00',
  ...money,
  fees,
  commission,
});

/** One level answered whole (this month) or cut (last month's tail and this month). */
function level(whole: boolean) {
  const months = [
    { start_date: '2026-10-01', end_date: '2026-10-31' },
    { start_date: '2026-11-01', end_date: '2026-11-30' },
  ];
  return {
    path: [{ member_id: 7, account: 'amy001' }],
    rows: [
      row('agent', 8, 'subby01', '10.00', whole ? '17.69' : null),
      row('member', 9, 'memo01', '44.00', null),
    ],
    totals: {
      members: 4,
      promotions: '0.00',
      rebates: '0.00',
      ...money,
      fees: '54.00',
      commission: whole ? '103.49' : null,
    },
    commission_periods: whole ? months.slice(1) : months,
    commission_whole: whole,
  };
}

let site: ReturnType<typeof siteFetch>;
beforeEach(async () => {
  localStorage.setItem('token', 'tok-1');
  // The site's boot follows the language cookie (else the site's default, Chinese).
  writeLanguageCookies('en_US');
  // Test files share one i18n instance here (isolate: false): the file before may have left Chinese.
  await applyLanguage('en_US');
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
  site = siteFetch({
    '/api/member/agent/team/stratified': (body) =>
      level((body as { start_date: string }).start_date === '2026-10-01'),
  });
  vi.stubGlobal('fetch', site.fetch);
});
afterEach(() => vi.unstubAllGlobals());

function renderTable() {
  render(
    <Providers queryClient={createQueryClient()}>
      <StratifiedTable
        memberId="7"
        currency="RMB"
        timeZone="Asia/Shanghai"
        siteId={1}
        language="en_US"
        isActiveAgent
        agentLevel={1}
        mobile={false}
      />
    </Providers>,
  );
}

describe('StratifiedTable fees and commission', () => {
  it('shows fees always, commission only over whole periods, and offers the whole periods', async () => {
    renderTable();
    const rows = await screen.findByTestId('stratified-rows');
    expect(rows.textContent).toContain('Fees');
    expect(rows.textContent).toContain('44.00');
    expect(screen.getByTestId('stratified-total-fees').textContent).toContain('54.00');
    expect(screen.getByTestId('stratified-total-commission').textContent).toBe('—');
    const cut = screen.getByTestId('stratified-commission-cut');
    const choose = within(cut).getByTestId('stratified-whole-periods');
    expect(choose.textContent).toContain('2026-10-01');
    expect(choose.textContent).toContain('2026-11-30');
    fireEvent.click(choose);
    await waitFor(() =>
      expect(screen.getByTestId('stratified-total-commission').textContent).toContain('103.49'),
    );
    expect(screen.getByTestId('stratified-rows').textContent).toContain('17.69');
    expect(screen.queryByTestId('stratified-commission-cut')).toBeNull();
    const asked = site.calls.filter((c) => c.url.endsWith('/stratified')).at(-1)!.body;
    expect(asked).toMatchObject({ start_date: '2026-10-01', end_date: '2026-11-30' });
  });
});

describe('StratifiedTable chart', () => {
  it('draws one bar group per row of the level, valid bets and win/loss, above the table', async () => {
    renderTable();
    const rows = await screen.findByTestId('stratified-rows');
    const chart = screen.getByTestId('stratified-chart');
    expect(chart.compareDocumentPosition(rows) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(chart.textContent).toContain('Valid bets and win/loss by account');
    const groups = within(chart).getAllByTestId('stratified-chart-group');
    expect(groups.map((g) => g.textContent)).toEqual([
      expect.stringContaining('subby01'),
      expect.stringContaining('memo01'),
    ]);
    for (const group of groups) {
      expect(within(group).getByTestId('stratified-chart-valid').title).toContain('Valid bets');
      expect(within(group).getByTestId('stratified-chart-valid').title).toContain('50.00');
      const winLoss = within(group).getByTestId('stratified-chart-winloss');
      expect(winLoss.title).toContain('-');
      expect(winLoss.title).toContain('20.00');
      expect(winLoss.className).toContain('bg-danger');
    }
  });

  it('sums the rows past the ten largest as one others group', async () => {
    const many = Array.from({ length: 12 }, (_, i) => row('member', 100 + i, `m${100 + i}`, '0.00', null));
    site = siteFetch({ '/api/member/agent/team/stratified': () => ({ ...level(true), rows: many }) });
    vi.stubGlobal('fetch', site.fetch);
    renderTable();
    const chart = await screen.findByTestId('stratified-chart');
    const groups = within(chart).getAllByTestId('stratified-chart-group');
    expect(groups).toHaveLength(11);
    expect(groups.at(-1)!.textContent).toContain('Others (2)');
    expect(groups.at(-1)!.textContent).toContain('100.00');
  });

  it('draws nothing for a level without rows and keeps the empty state', async () => {
    site = siteFetch({ '/api/member/agent/team/stratified': () => ({ ...level(true), rows: [] }) });
    vi.stubGlobal('fetch', site.fetch);
    renderTable();
    await screen.findByTestId('stratified-totals');
    expect(screen.getByText('Nobody in this group yet.')).toBeTruthy();
    expect(screen.queryByTestId('stratified-chart')).toBeNull();
    expect(screen.queryByTestId('stratified-chart-group')).toBeNull();
  });
});
