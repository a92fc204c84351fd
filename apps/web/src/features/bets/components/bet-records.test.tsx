import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { envConfig, hallList, siteFetch, type Routes } from '../../../test/site-fixtures';
import { presetRange } from '../../../lib/records/date-range';

const layout = {
  member_common_layout: {
    id: 7,
    member_account: 'amy001',
    member_type: 1,
    member_currency: 'RMB',
    member_cash: '100.00',
    is_agent: 0,
    agent_active: 0,
    agent_type: 0,
    agent_level: 0,
    is_playing: 0,
    cash_back_status: 0,
    wallet_status: 1,
    first_login_to_change_password: 0,
    need_bank_account_deposit_verified: 0,
    bank_account_bound: 1,
  },
};

const row = (i: number, over: Record<string, unknown> = {}) => ({
  round_id: `R-${i}`,
  provider: 'GPHOUSE',
  provider_name: 'Arks House Games',
  game_code: 'koi-reels',
  game_name: '锦鲤转轴',
  hall: 2,
  stake: '10.00',
  payout: '25.00',
  valid_bet: '10.00',
  win_loss: '15.00',
  status: 'settled',
  placed_at: '2026-03-01T02:30:00.000Z',
  settled_at: '2026-03-01T02:31:00.000Z',
  ...over,
});

let site: ReturnType<typeof siteFetch>;

function stub(routes: Routes) {
  site = siteFetch({
    '/api/member/profile/common/layout': () => layout,
    '/api/member/transactions': () => ({ list: [], total: 0 }),
    // Halls with the providers that bring games to them, in the member's language.
    '/api/v3/game_list': (_b, headers) =>
      hallList(headers.lang ?? 'zh_CN').map((h) =>
        h.gt_id === 2
          ? { ...h, gp_list: [{ gp_id: 'GPHOUSE', gp_name: 'Arks House Games', game_count: 1 }] }
          : h,
      ),
    ...routes,
  });
  vi.stubGlobal('fetch', site.fetch);
}

const bodies = () => site.calls.filter((c) => c.url === '/api/member/bets').map((c) => c.body);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('member_id', '7');
  localStorage.setItem('member_account', 'amy001');
  localStorage.setItem('currency', 'RMB');
  localStorage.setItem('member_type', '1');
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bet records', () => {
  it('opens from the Bets tab of Transaction records with the last 7 days, rows and coloured totals', async () => {
    stub({
      '/api/member/bets': () => ({
        list: [row(1), row(2, { win_loss: '-10.00', payout: '0.00', status: 'void' })],
        total: 2,
        totals: { stake: '10.00', valid_bet: '10.00', win_loss: '-5.50' },
      }),
    });
    renderApp('/user?page=Transaction');
    fireEvent.click(await screen.findByTestId('tx-tab-bets'));
    const rows = await screen.findByTestId('bet-rows');
    expect(bodies()[0]).toEqual({
      ...presetRange('days7', new Date(), envConfig.time_zone),
      page: 1,
      page_size: 20,
    });
    expect(within(rows).getAllByText('锦鲤转轴').length).toBeGreaterThan(0);
    expect(within(rows).getAllByText('+¥15.00').length).toBeGreaterThan(0);
    // The hall's name comes from the site's game list.
    await waitFor(() => expect(within(rows).getAllByText('电子游戏').length).toBeGreaterThan(0));
    expect(within(rows).getAllByText('已作废').length).toBeGreaterThan(0);
    expect(screen.getByTestId('bet-total-stake').textContent).toBe('¥10.00');
    expect(screen.getByTestId('bet-total-valid').textContent).toBe('¥10.00');
    const winLoss = within(screen.getByTestId('bet-total-win-loss')).getByText('-¥5.50');
    expect(winLoss.className).toContain('text-danger');
    expect(screen.getByTestId('tx-tab-bets').getAttribute('aria-selected')).toBe('true');
  });

  it('asks again with the hall, provider and status chosen, from page 1', async () => {
    stub({
      '/api/member/bets': (body) => {
        const { page } = body as { page: number };
        return {
          list: Array.from({ length: page === 1 ? 20 : 3 }, (_, i) => row((page - 1) * 20 + i + 1)),
          total: 23,
          totals: { stake: '230.00', valid_bet: '230.00', win_loss: '0.00' },
        };
      },
    });
    renderApp('/user?page=Transaction');
    fireEvent.click(await screen.findByTestId('tx-tab-bets'));
    await screen.findByTestId('bet-rows');
    fireEvent.click(within(screen.getByTestId('pager')).getByText('2'));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ page: 2 }));
    await waitFor(() =>
      expect(within(screen.getByTestId('bet-provider')).getByText('Arks House Games')).toBeTruthy(),
    );
    fireEvent.change(screen.getByTestId('bet-hall'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('bet-provider'), { target: { value: 'GPHOUSE' } });
    fireEvent.change(screen.getByTestId('bet-status'), { target: { value: 'open' } });
    await waitFor(() =>
      expect(bodies().at(-1)).toEqual({
        ...presetRange('days7', new Date(), envConfig.time_zone),
        hall: 2,
        provider: 'GPHOUSE',
        status: 'open',
        page: 1,
        page_size: 20,
      }),
    );
    const even = within(screen.getByTestId('bet-total-win-loss')).getByText('¥0.00');
    expect(even.className).toContain('text-ink-muted');
  });

  it('says when there are no bets, totals still shown', async () => {
    stub({
      '/api/member/bets': () => ({
        list: [],
        total: 0,
        totals: { stake: '0.00', valid_bet: '0.00', win_loss: '0.00' },
      }),
    });
    renderApp('/user?page=Transaction');
    fireEvent.click(await screen.findByTestId('tx-tab-bets'));
    expect((await screen.findByTestId('empty-rows')).textContent).toBe('该时段内没有投注记录。');
    expect(screen.getByTestId('bet-total-stake').textContent).toBe('¥0.00');
  });
});
