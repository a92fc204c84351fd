import { describe, expect, it } from 'vitest';
import { memberBetsHref, readFilters, shiftDay, writeFilters } from './report-filters';

const fallback = {
  siteId: 1,
  currencies: (id: number) => (id === 1 ? ['RMB', 'USD'] : ['VND']),
  today: '2026-11-28',
};

describe('report filters in the address', () => {
  it('an empty address opens the scope site, its first currency and the last 30 days', () => {
    expect(readFilters(new URLSearchParams(), fallback)).toEqual({
      site_id: 1,
      currency: 'RMB',
      from: '2026-10-30',
      to: '2026-11-28',
    });
  });

  it('the address wins, and a currency the site does not offer falls back to its first', () => {
    const p = new URLSearchParams('site_id=2&currency=RMB&from=2026-11-01&to=2026-11-10&hall=3&provider=evo');
    expect(readFilters(p, fallback)).toEqual({
      site_id: 2,
      currency: 'VND',
      from: '2026-11-01',
      to: '2026-11-10',
      hall: 3,
      provider: 'evo',
    });
  });

  it('a reversed or broken range is replaced, never sent', () => {
    const p = new URLSearchParams('from=2026-12-01&to=2026-11-10');
    expect(readFilters(p, fallback)).toMatchObject({ from: '2026-10-12', to: '2026-11-10' });
    expect(readFilters(new URLSearchParams('to=yesterday'), fallback)).toMatchObject({ to: '2026-11-28' });
  });

  it('without any site there is nothing to ask', () => {
    expect(readFilters(new URLSearchParams(), { ...fallback, siteId: null })).toBeNull();
  });

  it('writing keeps other parameters and drops cleared ones', () => {
    const next = writeFilters(new URLSearchParams('rank_by=valid_bet&hall=2'), {
      hall: undefined,
      from: '2026-11-01',
    });
    expect(next.toString()).toBe('rank_by=valid_bet&from=2026-11-01');
  });

  it('days shift across months, and a member links to their bets over the same days', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(memberBetsHref(7, { site_id: 1, currency: 'RMB', from: '2026-11-01', to: '2026-11-02' })).toBe(
      '/bets?member=7&from=2026-11-01&to=2026-11-02',
    );
  });
});
