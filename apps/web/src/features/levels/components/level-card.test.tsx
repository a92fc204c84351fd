import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { siteFetch, type Routes } from '../../../test/site-fixtures';

const layout = {
  member_common_layout: {
    id: 7,
    member_account: 'amy001',
    member_type: 1,
    member_currency: 'RMB',
    member_cash: '8557.08',
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

const step = (level: number, name: string, deposit: string, bet: string, bonus: string) => ({
  level,
  name,
  deposit_threshold: deposit,
  valid_bet_threshold: bet,
  bonus,
  withdraw_daily_count: level ? 5 : null,
  withdraw_daily_amount: level ? '100000.00' : null,
});

function stub(routes: Routes & Record<string, unknown>) {
  const site = siteFetch({ '/api/member/profile/common/layout': () => layout, ...routes });
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const res = await site.fetch(input, init);
    if (res.status !== 404) return res;
    return new Response(JSON.stringify({ code: 404, message: `Not Found: ${input}`, data: null }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
}

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

describe('level card', () => {
  it('shows the level, both progress bars toward the next level, its bonus and the withdrawal caps', async () => {
    stub({
      '/api/member/level': () => ({
        currency: 'RMB',
        period_days: 30,
        deposits: '150.00',
        valid_bets: '5000.00',
        current: step(0, '普通会员', '0.00', '0.00', '0.00'),
        next: step(1, '青铜VIP', '1000.00', '5000.00', '18.00'),
      }),
    });
    renderApp('/user/Info');
    const card = await screen.findByTestId('level-card');
    expect(within(card).getByTestId('level-name').textContent).toBe('普通会员');
    const deposits = within(card).getByTestId('level-progress-deposits');
    expect(within(deposits).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('15');
    expect(deposits.textContent).toContain('¥850.00');
    const bets = within(card).getByTestId('level-progress-bets');
    expect(within(bets).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(card).getByTestId('level-next-bonus').textContent).toContain('¥18.00');
    // The base level sets no caps of its own: the site's apply.
    expect(within(card).getByTestId('level-withdraw-limits').textContent).not.toContain('¥');
  });

  it('says the member is at the top and shows the level’s own caps', async () => {
    stub({
      '/api/member/level': () => ({
        currency: 'RMB',
        period_days: 30,
        deposits: '9000.00',
        valid_bets: '90000.00',
        current: step(5, '钻石VIP', '500000.00', '4000000.00', '3888.00'),
        next: null,
      }),
    });
    renderApp('/user/Info');
    const card = await screen.findByTestId('level-card');
    await waitFor(() => expect(within(card).getByTestId('level-name').textContent).toBe('钻石VIP'));
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(within(card).getByTestId('level-withdraw-limits').textContent).toContain('¥100,000.00');
  });
});
