import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { siteFetch, type Routes } from '../../../test/site-fixtures';

const layout = {
  member_common_layout: {
    id: 7,
    member_account: 'amy001',
    member_type: 1,
    member_currency: 'RMB',
    member_cash: '500.00',
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

const settings = {
  currency: 'RMB',
  min_amount: '100.00',
  max_amount: '50000.00',
  available: '500.00',
  bank_accounts: [{ id: 1, bank_name: 'ICBC', account_masked: '****2222' }],
  has_withdraw_password: true,
};

const requirement = {
  id: '5',
  source: 'deposit',
  base_amount: '300.00',
  multiple: 1,
  required: '300.00',
  remaining: '180.00',
  status: 'open',
  created_at: '2026-11-01T02:00:00.000Z',
};

function stub(turnover: unknown, routes: Routes = {}) {
  const site = siteFetch({
    '/api/member/profile/common/layout': () => layout,
    '/api/member/withdraw/settings': () => settings,
    '/api/member/turnover': () => turnover,
    '/api/member/transactions': () => ({ list: [], total: 0 }),
    ...routes,
  });
  vi.stubGlobal('fetch', site.fetch);
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
afterEach(() => vi.unstubAllGlobals());

describe('turnover on the member site', () => {
  it('the withdrawal page shows what remains with its progress', async () => {
    stub({
      currency: 'RMB',
      total_remaining: '180.00',
      open: [requirement],
      history: { list: [], total: 0 },
    });
    renderApp('/user?page=Withdrawal');
    await waitFor(() => expect(screen.getByTestId('turnover-remaining').textContent).toContain('¥180.00'));
    expect(screen.getByTestId('turnover-progress').getAttribute('aria-valuenow')).toBe('40');
  });

  it('says briefly when nothing remains', async () => {
    stub({ currency: 'RMB', total_remaining: '0.00', open: [], history: { list: [], total: 0 } });
    renderApp('/user?page=Withdrawal');
    await waitFor(() => expect(screen.getByTestId('turnover-none')).toBeTruthy());
    expect(screen.queryByTestId('turnover-panel')).toBeNull();
  });

  it('Transaction records has a Turnover tab with what remains and the history of changes', async () => {
    stub({
      currency: 'RMB',
      total_remaining: '180.00',
      open: [requirement],
      history: {
        list: [
          {
            id: '2',
            requirement_id: '5',
            source: 'deposit',
            reason: 'bet',
            remaining_before: '300.00',
            remaining_after: '180.00',
            status_after: 'open',
            created_at: '2026-11-01T03:00:00.000Z',
          },
        ],
        total: 1,
      },
    });
    renderApp('/user?page=Transaction');
    fireEvent.click(await screen.findByTestId('tx-tab-turnover'));
    await waitFor(() => expect(screen.getByTestId('turnover-history').textContent).toContain('¥300.00'));
    expect(screen.getByTestId('turnover-history').textContent).toContain('¥180.00');
    // Each change says what it did to the remaining amount, then what remains.
    expect(screen.getByTestId('turnover-change').textContent).toBe('-¥120.00');
    const panel = screen.getByTestId('tx-panel-turnover');
    expect(within(panel).getByTestId('turnover-remaining').textContent).toContain('¥180.00');
  });
});
