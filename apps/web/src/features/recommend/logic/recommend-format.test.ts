import { describe, expect, it } from 'vitest';
import { inviteUrl, searchFilter } from './recommend-format';

describe('recommend format', () => {
  it('builds the invite address on the site origin', () => {
    expect(inviteUrl('https://a.example/', '/register?invite=bob01')).toBe(
      'https://a.example/register?invite=bob01',
    );
  });

  it('turns the search form into a filter, naming a wrong field', () => {
    expect(searchFilter({ account: ' fr ', from: '', to: '' })).toEqual({
      ok: true,
      filter: { account: 'fr' },
    });
    expect(searchFilter({ account: '', from: '2026-03-01', to: '2026-03-02' })).toEqual({
      ok: true,
      filter: { start_date: '2026-03-01', end_date: '2026-03-02' },
    });
    expect(searchFilter({ account: '', from: '2026-03-02', to: '2026-03-01' })).toEqual({
      ok: false,
      field: 'to',
    });
    expect(searchFilter({ account: 'x'.repeat(13), from: '', to: '' })).toEqual({
      ok: false,
      field: 'account',
    });
  });
});
