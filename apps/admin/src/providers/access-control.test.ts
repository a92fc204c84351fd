import { afterEach, describe, expect, it } from 'vitest';
import { staffSession } from '../api/staff-session';
import { sessionToken } from '../api/session-token';
import { accessControlProvider } from './access-control';

const signIn = (role: 'admin' | 'finance' | 'support' | 'content' | 'auditor') => {
  sessionToken.set('tok');
  staffSession.remember({
    id: 1,
    account: role,
    role,
    totp_enabled: true,
    must_change_password: false,
    language: null,
    time_zone: null,
  });
};
const can = async (resource: string, action: string) =>
  (await accessControlProvider.can({ resource, action })).can;

afterEach(() => staffSession.forget());

describe('what each role is offered', () => {
  it('support reads and freezes members but never sees the money desks', async () => {
    signIn('support');
    expect(await can('members', 'list')).toBe(true);
    expect(await can('members', 'setStatus')).toBe(true);
    expect(await can('deposits', 'list')).toBe(false);
    expect(await can('withdrawals', 'approve')).toBe(false);
  });

  it('finance decides deposits and withdrawals and reads members, but changes no member status', async () => {
    signIn('finance');
    expect(await can('deposits', 'approve')).toBe(true);
    expect(await can('withdrawals', 'reject')).toBe(true);
    expect(await can('members', 'show')).toBe(true);
    expect(await can('members', 'setStatus')).toBe(false);
  });

  it('admin may do everything the console offers; unknown areas and actions are refused', async () => {
    signIn('admin');
    expect(await can('withdrawals', 'approve')).toBe(true);
    expect(await can('members', 'setStatus')).toBe(true);
    expect(await can('members', 'delete')).toBe(false);
    expect(await can('ledger', 'list')).toBe(false);
  });

  it('the auditor reads every page and decides nothing', async () => {
    signIn('auditor');
    expect(await can('dashboard', 'list')).toBe(true);
    expect(await can('deposits', 'list')).toBe(true);
    expect(await can('members', 'show')).toBe(true);
    expect(await can('deposits', 'approve')).toBe(false);
    expect(await can('withdrawals', 'reject')).toBe(false);
    expect(await can('members', 'setStatus')).toBe(false);
  });

  it('content has none of these areas', async () => {
    signIn('content');
    expect(await can('members', 'list')).toBe(false);
    expect(await can('deposits', 'list')).toBe(false);
  });
});
