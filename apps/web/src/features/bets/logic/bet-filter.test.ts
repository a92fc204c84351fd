import { BET_STATUSES } from '@arks/contracts';
import { describe, expect, it } from 'vitest';
import { BET_STATUS_OPTIONS, betRequest, filterOptions, winLossTone, type BetFilter } from './bet-filter';

const range = { start_date: '2026-03-01', end_date: '2026-03-07' };

describe('bet filter', () => {
  it('sends only the choices the member made', () => {
    const none: BetFilter = { ...range, hall: null, provider: null, status: null };
    expect(betRequest(none, 1, 20)).toEqual({ ...range, page: 1, page_size: 20 });
    expect(betRequest({ ...none, hall: 3, provider: 'GPHOUSE', status: 'void' }, 2, 20)).toEqual({
      ...range,
      hall: 3,
      provider: 'GPHOUSE',
      status: 'void',
      page: 2,
      page_size: 20,
    });
  });

  it('offers halls in the site’s order and each provider once, by name', () => {
    const options = filterOptions([
      {
        gt_id: 2,
        gt_name: 'Slots',
        gp_list: [
          { gp_id: 'GPZ', gp_name: 'Zeta' },
          { gp_id: 'GPA', gp_name: 'Alpha' },
        ],
      },
      { gt_id: 3, gt_name: 'Live', gp_list: [{ gp_id: 'GPA', gp_name: 'Alpha' }] },
    ]);
    expect(options.halls).toEqual([
      { value: 2, label: 'Slots' },
      { value: 3, label: 'Live' },
    ]);
    expect(options.providers).toEqual([
      { value: 'GPA', label: 'Alpha' },
      { value: 'GPZ', label: 'Zeta' },
    ]);
  });

  it('reads a win, a loss and an even result from the sign of win/loss', () => {
    expect(winLossTone('15.00')).toBe('win');
    expect(winLossTone('-0.50')).toBe('loss');
    expect(winLossTone('0.00')).toBe('even');
    expect(winLossTone('-0.00')).toBe('even');
    expect(winLossTone('0')).toBe('even');
  });
});

it('offers every status the contract knows', () => {
  expect([...BET_STATUS_OPTIONS].sort()).toEqual([...BET_STATUSES].sort());
});
