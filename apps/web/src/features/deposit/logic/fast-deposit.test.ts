import { describe, expect, it } from 'vitest';
import { FAST_DEPOSIT_TARGET, fastDepositStep } from './fast-deposit';

describe('fast deposit flag', () => {
  it('does nothing without the flag or for the demo member', () => {
    expect(fastDepositStep({ flag: false, loggedIn: true, isDemo: false })).toEqual({ kind: 'none' });
    expect(fastDepositStep({ flag: true, loggedIn: true, isDemo: true })).toEqual({ kind: 'none' });
  });
  it('sends a member to the deposit page and asks a visitor to log in first', () => {
    expect(fastDepositStep({ flag: true, loggedIn: true, isDemo: false })).toEqual({
      kind: 'open',
      path: FAST_DEPOSIT_TARGET,
    });
    expect(fastDepositStep({ flag: true, loggedIn: false, isDemo: false })).toEqual({ kind: 'login' });
  });
});
