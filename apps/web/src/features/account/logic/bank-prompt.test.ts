import { describe, expect, it } from 'vitest';
import { isBindAccountPage, shouldAskBankBinding } from './bank-prompt';

const ask = (over: Partial<Parameters<typeof shouldAskBankBinding>[0]>) =>
  shouldAskBankBinding({ needsBinding: true, askedThisVisit: false, pathname: '/', search: '', ...over });

describe('spec §2 bank-account binding prompt', () => {
  it('spec §2 bank-account binding prompt: a member without an account is asked once per visit', () => {
    expect(ask({})).toBe(true);
    expect(ask({ askedThisVisit: true })).toBe(false);
    expect(ask({ needsBinding: false })).toBe(false);
  });
  it('spec §2 bank-account binding prompt: never on the binding page itself, however it is addressed', () => {
    expect(ask({ pathname: '/user/BindAccount' })).toBe(false);
    expect(ask({ pathname: '/user/bindaccount/' })).toBe(false);
    expect(ask({ pathname: '/user', search: '?page=BindAccount' })).toBe(false);
    expect(ask({ pathname: '/user', search: '?page=Info' })).toBe(true);
    expect(isBindAccountPage('/user/Info', '?page=BindAccount')).toBe(false);
  });
});
