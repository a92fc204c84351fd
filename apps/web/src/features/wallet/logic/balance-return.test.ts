import { describe, expect, it } from 'vitest';
import {
  BALANCE_RETURN_COUNTDOWN_S,
  balanceReturnDisabled,
  balanceReturnErrorKey,
  secondsLeft,
} from './balance-return';

const idle = { running: false, cooldownUntil: null, now: 1_000_000, gameInPage: false };

describe('balance return button', () => {
  it('is enabled when nothing runs, no countdown is left and no game plays in the page', () => {
    expect(balanceReturnDisabled(idle)).toBe(false);
  });

  it('is disabled while running, while a game plays here, and for the 10 s countdown', () => {
    expect(balanceReturnDisabled({ ...idle, running: true })).toBe(true);
    expect(balanceReturnDisabled({ ...idle, gameInPage: true })).toBe(true);
    const until = idle.now + BALANCE_RETURN_COUNTDOWN_S * 1000;
    expect(secondsLeft({ cooldownUntil: until, now: idle.now })).toBe(10);
    expect(secondsLeft({ cooldownUntil: until, now: idle.now + 9_001 })).toBe(1);
    expect(balanceReturnDisabled({ ...idle, cooldownUntil: until, now: idle.now + 9_999 })).toBe(true);
    expect(balanceReturnDisabled({ ...idle, cooldownUntil: until, now: until })).toBe(false);
  });

  it('maps the return codes 101-105 to their texts and leaves others to the server message', () => {
    expect([101, 103, 105].map(balanceReturnErrorKey)).toEqual([
      'one_key_err_code_101',
      'one_key_err_code_103',
      'one_key_err_code_105',
    ]);
    expect(balanceReturnErrorKey(100)).toBeNull();
    expect(balanceReturnErrorKey(106)).toBeNull();
    expect(balanceReturnErrorKey(null)).toBeNull();
  });
});
