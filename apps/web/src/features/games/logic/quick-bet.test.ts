import { describe, expect, it } from 'vitest';
import { frameHeightFrom, quickBetPhase } from './quick-bet';

describe('sport quick-bet frame', () => {
  const base = { urlPending: false, urlCode: null, checkPending: false, checkOk: true };
  it('loads, then shows the frame once checked, or a page error', () => {
    expect(quickBetPhase({ ...base, urlPending: true })).toBe('loading');
    expect(quickBetPhase({ ...base, checkPending: true })).toBe('loading');
    expect(quickBetPhase(base)).toBe('ready');
    expect(quickBetPhase({ ...base, checkOk: false })).toBe('error');
    expect(quickBetPhase({ ...base, urlCode: 503 })).toBe('error');
    expect(quickBetPhase({ ...base, urlCode: 404 })).toBe('none');
  });

  it('takes the height only from the frame’s own origin, within bounds', () => {
    const origin = 'https://sports.test';
    expect(frameHeightFrom({ origin, data: { height: 812.4 } }, origin)).toBe(812);
    expect(frameHeightFrom({ origin, data: { type: 'height', height: '900' } }, origin)).toBe(900);
    expect(frameHeightFrom({ origin: 'https://evil.test', data: { height: 900 } }, origin)).toBeNull();
    expect(frameHeightFrom({ origin, data: 'height:900' }, origin)).toBeNull();
    expect(frameHeightFrom({ origin, data: { height: 1e9 } }, origin)).toBe(4000);
    expect(frameHeightFrom({ origin, data: { height: 3 } }, origin)).toBe(200);
  });
});
