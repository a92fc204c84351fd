import { describe, expect, it } from 'vitest';
import {
  canForceQuit,
  clearStaleQuit,
  initialLaunchState,
  launchAnswered,
  openModeFor,
  QUIT_CLEAR_MS,
  quitAnswered,
  refuseStart,
  reloadOnPageShow,
  sessionSurvives,
  startLaunch,
  startQuit,
} from './game-launch';

const req = (over: Partial<Parameters<typeof refuseStart>[1]> = {}) => ({
  game: 'GPHOUSE:koi-reels',
  desktop: true,
  balanceReturnRunning: false,
  now: 1_000,
  ...over,
});

describe('game launch state machine', () => {
  it('goes idle -> starting -> playing, and back to idle on a failed launch', () => {
    const starting = startLaunch(initialLaunchState, 'GPHOUSE:koi-reels');
    expect(starting.phase).toBe('starting');
    expect(launchAnswered(starting, 1000).phase).toBe('playing');
    expect(launchAnswered(starting, 203)).toEqual(initialLaunchState);
  });

  it('refuses a start while starting, quitting, the same game is open, playing on mobile, or a return runs', () => {
    const starting = startLaunch(initialLaunchState, 'GPHOUSE:koi-reels');
    const playing = launchAnswered(starting, 1000);
    expect(refuseStart(starting, req())).toBe('pg.alert_starting');
    expect(refuseStart(startQuit(playing, 1_000), req())).toBe('pg.alert_quitting');
    expect(refuseStart(playing, req())).toBe('pg.alert_duplicate');
    expect(refuseStart(playing, req({ game: 'GPHOUSE:lucky-ten', desktop: false }))).toBe(
      'pg.err_is_playing',
    );
    expect(refuseStart(playing, req({ game: 'GPHOUSE:lucky-ten' }))).toBeNull(); // desktop may switch
    expect(refuseStart(initialLaunchState, req({ balanceReturnRunning: true }))).toBe('one_key_waiting');
    expect(refuseStart(initialLaunchState, req())).toBeNull();
  });

  it('clears quitting on the answer, or by itself after 30 s', () => {
    const quitting = startQuit(launchAnswered(startLaunch(initialLaunchState, 'g'), 1000), 5_000);
    expect(quitAnswered()).toEqual(initialLaunchState);
    expect(clearStaleQuit(quitting, 5_000 + QUIT_CLEAR_MS - 1).phase).toBe('quitting');
    expect(clearStaleQuit(quitting, 5_000 + QUIT_CLEAR_MS)).toEqual(initialLaunchState);
    expect(refuseStart(quitting, req({ now: 5_000 + QUIT_CLEAR_MS }))).toBeNull();
  });
});

describe('open mode', () => {
  const base = {
    preferred: 'page' as const,
    inApp: false,
    mobile: false,
    mobileRedirectCheck: false,
    modalPair: false,
  };
  it('keeps the preference on desktop, modal for modal pairs', () => {
    expect(openModeFor(base)).toBe('page');
    expect(openModeFor({ ...base, modalPair: true })).toBe('modal');
  });
  it('forces window or redirect in the app and on mobile, redirect under the mobile check', () => {
    expect(openModeFor({ ...base, inApp: true })).toBe('window');
    expect(openModeFor({ ...base, mobile: true, modalPair: true })).toBe('window');
    expect(openModeFor({ ...base, mobile: true, preferred: 'redirect' })).toBe('redirect');
    expect(openModeFor({ ...base, mobile: true, mobileRedirectCheck: true })).toBe('redirect');
  });
});

describe('game launch refusals', () => {
  it('offers force-quit only for an open game', () => {
    expect(canForceQuit('pg.err_is_playing')).toBe(true);
    expect(canForceQuit('pg.alert_duplicate')).toBe(true);
    expect(canForceQuit('pg.alert_starting')).toBe(false);
  });

  it('gives a session that looks gone 2 s before logging out instead of launching', async () => {
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    expect(await sessionSurvives(() => true, wait, 2_000)).toBe(true);
    expect(waits).toEqual([]);
    let valid = false;
    const back = async (ms: number) => {
      waits.push(ms);
      valid = true; // another tab logged in again meanwhile
    };
    expect(await sessionSurvives(() => valid, back, 2_000)).toBe(true);
    expect(await sessionSurvives(() => false, wait, 2_000)).toBe(false);
    expect(waits).toEqual([2_000, 2_000]);
  });

  it('reloads a page restored from the back-forward cache only while a game was played', () => {
    expect(reloadOnPageShow(true, '1')).toBe(true);
    expect(reloadOnPageShow(false, '1')).toBe(false);
    expect(reloadOnPageShow(true, '0')).toBe(false);
  });
});
