import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { envConfig, siteFetch, type Routes } from '../../../test/site-fixtures';
import { presetRange } from '../../../lib/records/date-range';

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

const tx = (i: number) => ({
  id: String(i),
  kind: i % 2 ? 'deposit' : 'withdrawal',
  amount: i % 2 ? `${i}.00` : `-${i}.50`,
  reference: `REF-${i}`,
  created_at: '2026-03-01T02:30:00.000Z',
  status: 'posted',
});

let site: ReturnType<typeof siteFetch>;

/** The site fixtures plus member routes; a path answering `null` gets the server's JSON 404. */
function stub(routes: Routes & Record<string, unknown>) {
  site = siteFetch({ '/api/member/profile/common/layout': () => layout, ...routes });
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const res = await site.fetch(input, init);
    if (res.status !== 404) return res;
    return new Response(JSON.stringify({ code: 404, message: `Not Found: ${input}`, data: null }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
}

const bodiesOf = (url: string) => site.calls.filter((c) => c.url === url).map((c) => c.body);

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

describe('wallet pages', () => {
  it('MyWallet shows the main wallet, game wallets and total, and refreshes them', async () => {
    stub({
      '/api/member/profile/my_cash': () => ({
        my_cash_list: [
          { gp_id: 'GPHOUSE', name: 'Arks House Games', is_light: 0, icon_dark: null, cash: '1000' },
        ],
        total: '9557.08',
        main_cash: '8557.08',
      }),
    });
    renderApp('/user?page=MyWallet');
    await waitFor(() => expect(screen.getByTestId('wallet-main-cash').textContent).toBe('¥8,557.08'));
    expect(screen.getByTestId('wallet-total').textContent).toBe('¥9,557.08');
    expect(within(screen.getByTestId('wallet-list')).getByText('¥1,000.00')).toBeTruthy();
    expect((await screen.findByTestId('header-balance')).textContent).toContain('¥8,557.08');

    fireEvent.click(screen.getByTestId('wallet-refresh'));
    await waitFor(() => expect(bodiesOf('/api/member/profile/my_cash')).toHaveLength(2));
  });

  it('Transaction asks for the last 7 days in the site’s zone, pages and switches ranges', async () => {
    stub({
      '/api/member/transactions': (body) => {
        const { page } = body as { page: number };
        const ids = Array.from({ length: page === 1 ? 20 : 5 }, (_, i) => (page - 1) * 20 + i + 1);
        return { list: ids.map(tx), total: 25 };
      },
    });
    renderApp('/user?page=Transaction');
    const rows = await screen.findByTestId('transaction-rows');
    expect(bodiesOf('/api/member/transactions')[0]).toEqual({
      ...presetRange('days7', new Date(), envConfig.time_zone),
      page: 1,
      page_size: 20,
    });
    // Signed, with the symbol; a withdrawal shows its minus, a deposit a plus.
    expect(within(rows).getAllByText('+¥1.00').length).toBeGreaterThan(0);
    expect(within(rows).getAllByText('-¥2.50').length).toBeGreaterThan(0);

    fireEvent.click(within(screen.getByTestId('pager')).getByText('2'));
    await waitFor(() => expect(bodiesOf('/api/member/transactions').at(-1)).toMatchObject({ page: 2 }));
    expect(await within(screen.getByTestId('transaction-rows')).findAllByText('REF-25')).not.toHaveLength(0);

    fireEvent.click(screen.getByTestId('range-today'));
    await waitFor(() =>
      expect(bodiesOf('/api/member/transactions').at(-1)).toEqual({
        ...presetRange('today', new Date(), envConfig.time_zone),
        page: 1,
        page_size: 20,
      }),
    );
  });

  it('DWRecord shows the server’s error for a list that fails and translated statuses for one that loads', async () => {
    stub({
      '/api/member/withdraw/records': () => ({
        list: [
          {
            order_number: 'W1',
            amount: '500.00',
            bank_name: 'ICBC',
            account_masked: '****1234',
            status: 'approved',
            reason: null,
            created_at: '2026-03-01T02:30:00.000Z',
            resolved_at: null,
          },
        ],
        total: 1,
      }),
    });
    renderApp('/user?page=DWRecord');
    const error = await screen.findByTestId('load-error');
    expect(error.textContent).toContain('Not Found: /api/member/deposit/records (404)');
    expect(screen.queryByTestId('deposit-rows')).toBeNull();

    fireEvent.click(screen.getByTestId('dw-tab-withdraw'));
    const rows = await screen.findByTestId('withdraw-rows');
    expect(within(rows).getAllByText('已通过').length).toBeGreaterThan(0);
    expect(within(rows).getAllByText('¥500.00').length).toBeGreaterThan(0);
  });
});
