import { describe, expect, it } from 'vitest';
import { lobbyReturnAction } from './lobby-return';

describe('/close lobby return', () => {
  it('tells the opener and closes when opened as a game window', () => {
    expect(lobbyReturnAction(true, 42)).toEqual({
      kind: 'notify-and-close',
      message: { msg: 'quickGame', data: { waitingWindow: 'gameWindow' }, at: 42 },
    });
  });

  it('goes home when there is no opener', () => {
    expect(lobbyReturnAction(false, 42)).toEqual({ kind: 'go-home' });
  });
});
