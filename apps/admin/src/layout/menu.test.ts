import { describe, expect, it } from 'vitest';
import { homePath, menuFor } from './menu';

const keys = (role: Parameters<typeof menuFor>[0]) =>
  menuFor(role).map((e) => (e.children ? `${e.key}(${e.children.map((c) => c.key).join(',')})` : e.key));

describe('role-aware menu', () => {
  it('follows the roles each list call allows on the server', () => {
    expect(keys('admin')).toEqual([
      'members',
      'money(deposits,withdrawals)',
      'sites(sites)',
      'staff(staff,audit)',
    ]);
    expect(keys('finance')).toEqual(['members', 'money(deposits,withdrawals)', 'sites(sites)']);
    expect(keys('support')).toEqual(['members', 'sites(sites)']);
    expect(keys('content')).toEqual(['sites(sites)']);
    expect(keys(undefined)).toEqual([]);
  });

  it('lands each role on the first page it may open', () => {
    expect(homePath('finance')).toBe('/members');
    expect(homePath('content')).toBe('/sites');
  });
});
