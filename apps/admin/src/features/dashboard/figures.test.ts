import { describe, expect, it } from 'vitest';
import { chartPoints, dashboardCurrency, dashboardSite, type Dashboard } from './figures';

const day = (date: string, deposit: string) => ({
  date,
  registrations: 1,
  first_deposits: 1,
  deposit_count: 1,
  deposit_amount: deposit,
  withdrawal_count: 0,
  withdrawal_amount: '0.00',
  net_amount: deposit,
  adjustment_count: 0,
  adjustment_amount: '0.00',
  red_envelope_amount: '0.00',
  sign_in_amount: '0.00',
  other_promotion_amount: '0.00',
  promotion_amount: '0.00',
  game_in_count: 0,
  game_in_amount: '0.00',
  game_out_count: 0,
  game_out_amount: '0.00',
});

const dashboard = {
  days: Array.from({ length: 30 }, (_, i) => day(`2026-11-${String(i + 1).padStart(2, '0')}`, `${i}.50`)),
} as unknown as Dashboard;

describe('dashboard figures', () => {
  it('charts a week for today and for 7 days, the month for 30', () => {
    expect(chartPoints(dashboard, 'today')).toHaveLength(7);
    expect(chartPoints(dashboard, 'last_30_days')).toHaveLength(30);
    expect(chartPoints(dashboard, 'last_7_days').at(-1)).toEqual({
      date: '11-30',
      deposits: 29.5,
      withdrawals: 0,
      registrations: 1,
      firstDeposits: 1,
    });
  });

  it('shows the header’s site and a currency that site offers', () => {
    const sites = [
      { id: 1, currencies: ['RMB', 'USD'] },
      { id: 2, currencies: ['THB'] },
    ];
    expect(dashboardSite(sites, null)?.id).toBe(1);
    expect(dashboardSite(sites, 2)?.id).toBe(2);
    expect(dashboardCurrency(sites[0], 'USD')).toBe('USD');
    expect(dashboardCurrency(sites[1], 'USD')).toBe('THB');
    expect(dashboardCurrency(undefined, 'USD')).toBeUndefined();
  });
});
