import { describe, expect, it } from 'vitest';
import { readFilters, withFilter } from './filters';

describe('agent transfer filters in the address', () => {
  it('reads what is well formed and leaves out the rest', () => {
    const p = new URLSearchParams(
      'currency=RMB&state=waiting_approval&from=2026-01-01&to=2026-01-31&agent_id=12&member_id=x&page=3',
    );
    expect(readFilters(p)).toEqual({
      currency: 'RMB',
      state: 'waiting_approval',
      from: '2026-01-01',
      to: '2026-01-31',
      agent_id: 12,
      page: 3,
    });
    expect(readFilters(new URLSearchParams('state=paid2&from=2026-02-01&to=2026-01-01&page=-1'))).toEqual({
      page: 1,
    });
  });

  it('goes back to the first page when a filter changes, and removes emptied filters', () => {
    const p = new URLSearchParams('state=paid&page=4');
    expect(withFilter(p, 'currency', 'VND').toString()).toBe('state=paid&currency=VND');
    expect(withFilter(p, 'state', undefined).toString()).toBe('');
    expect(withFilter(p, 'page', '5').toString()).toBe('state=paid&page=5');
  });
});
