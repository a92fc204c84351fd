import { describe, expect, it } from 'vitest';
import {
  BALANCE_RETURN_COUNTDOWN_S,
  balanceReturnDisabled,
  balanceReturnErrorKey,
  gameInPage,
  secondsLeft,
  waitsForGame,
} from './balance-return';

const idle = {
  running: false,
  cooldownUntil: null,
  now: 1_000_000,
  launchPhase: 'idle' as const,
  gameWindowOpen: false,
  modalOpen: false,
  gameInPage: false,
};

describe('balance return button', () => {
  it('is enabled when nothing runs, no countdown is left and no game is starting, open or being left', () => {
    expect(balanceReturnDisabled(idle)).toBe(false);
  });

  it('spec §4 "disabled while a return runs, during the 10 s countdown between clicks"', () => {
    expect(balanceReturnDisabled({ ...idle, running: true })).toBe(true);
    const until = idle.now + BALANCE_RETURN_COUNTDOWN_S * 1000;
    expect(secondsLeft({ cooldownUntil: until, now: idle.now })).toBe(10);
    expect(secondsLeft({ cooldownUntil: until, now: idle.now + 9_001 })).toBe(1);
    expect(balanceReturnDisabled({ ...idle, cooldownUntil: until, now: idle.now + 9_999 })).toBe(true);
    expect(balanceReturnDisabled({ ...idle, cooldownUntil: until, now: until })).toBe(false);
  });

  it('spec §4 "disabled ... while starting or quitting"', () => {
    expect(balanceReturnDisabled({ ...idle, launchPhase: 'starting' })).toBe(true);
    expect(balanceReturnDisabled({ ...idle, launchPhase: 'quitting' })).toBe(true);
    // A game played in a window that has been closed is no reason: the window decides, not the phase.
    expect(balanceReturnDisabled({ ...idle, launchPhase: 'playing' })).toBe(false);
  });

  it('spec §4 "disabled ... while a game window or modal is open"', () => {
    expect(balanceReturnDisabled({ ...idle, gameWindowOpen: true })).toBe(true);
    expect(balanceReturnDisabled({ ...idle, modalOpen: true })).toBe(true);
    // The member is told why (a game), unlike for the countdown, which shows its own seconds.
    expect(waitsForGame({ ...idle, gameWindowOpen: true })).toBe(true);
    expect(waitsForGame({ ...idle, cooldownUntil: idle.now + 5_000 })).toBe(false);
  });

  it('spec §4 "disabled ... on /play" (and while this page is away at a game, isPlay 1)', () => {
    expect(gameInPage('/play', null)).toBe(true);
    expect(gameInPage('/user', '1')).toBe(true);
    expect(gameInPage('/user', '0')).toBe(false);
    expect(gameInPage('/playground', null)).toBe(false);
    expect(balanceReturnDisabled({ ...idle, gameInPage: gameInPage('/play', null) })).toBe(true);
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
