import { describe, expect, it } from 'vitest';
import { resolveAgentPage } from './agent-menu';
import { resolveUserPage, USER_PAGES } from './user-menu';

describe('user centre pages (spec §2)', () => {
  it('reads the page from the path, then ?page=, then defaults to Info', () => {
    expect(resolveUserPage('/user/Deposit', '')).toBe('Deposit');
    expect(resolveUserPage('/user/BindAccount', '?page=Letter')).toBe('BindAccount');
    expect(resolveUserPage('/user', '?page=Deposit')).toBe('Deposit');
    expect(resolveUserPage('/user', '?page=deposit')).toBe('Deposit');
    expect(resolveUserPage('/user', '')).toBe('Info');
    expect(resolveUserPage('/user', '?page=Nope')).toBe('Info');
  });
  it('lists every spec sub-page', () => {
    expect(USER_PAGES).toEqual(
      expect.arrayContaining([
        'Info',
        'MyWallet',
        'Announcement',
        'Letter',
        'Deposit',
        'Withdrawal',
        'Transaction',
        'DWRecord',
      ]),
    );
  });
});

describe('agent centre (spec §2)', () => {
  it('sends members who are not active agents to Register', () => {
    expect(resolveAgentPage(null, false)).toEqual({ page: 'Register', rewrite: true });
    expect(resolveAgentPage('DownlineInfo', false)).toEqual({ page: 'Register', rewrite: true });
    expect(resolveAgentPage('Register', false)).toEqual({ page: 'Register', rewrite: false });
    expect(resolveAgentPage('Plan', false)).toEqual({ page: 'Plan', rewrite: false });
  });
  it('opens any agent page for an active agent', () => {
    expect(resolveAgentPage('DownlineInfo', true)).toEqual({ page: 'DownlineInfo', rewrite: false });
    expect(resolveAgentPage(null, true)).toEqual({ page: 'ProxyCenter', rewrite: true });
  });
});
