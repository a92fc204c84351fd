import { describe, expect, it } from 'vitest';
import { isGameLeftSignal, leaveNoticeKey, leftGameBeforeReload } from './game-return';

describe('game return signals', () => {
  it('reacts only to the quickGame message under the watched key', () => {
    const message = JSON.stringify({ msg: 'quickGame', data: { waitingWindow: 'gameWindow' }, at: 1 });
    expect(isGameLeftSignal('window-msg', message, 'window-msg')).toBe(true);
    expect(isGameLeftSignal('other', message, 'window-msg')).toBe(false);
    expect(isGameLeftSignal('window-msg', '{"msg":"authLogin"}', 'window-msg')).toBe(false);
    expect(isGameLeftSignal('window-msg', 'not json', 'window-msg')).toBe(false);
    expect(isGameLeftSignal('window-msg', null, 'window-msg')).toBe(false);
  });
  it('treats isPlay 1 as a game left open by a page that went to it', () => {
    expect(leftGameBeforeReload('1')).toBe(true);
    expect(leftGameBeforeReload('0')).toBe(false);
    expect(leftGameBeforeReload(null)).toBe(false);
  });
});

describe('after leaving a game', () => {
  it('tells the member when part of the balance is still on its way back, and nothing otherwise', () => {
    expect(leaveNoticeKey({ transfer_pending: true })).toBe('games.transferPending');
    expect(leaveNoticeKey({ transfer_pending: false })).toBeNull();
  });
});
