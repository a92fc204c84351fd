import { describe, expect, it } from 'vitest';
import { lobbyReturnAction } from './lobby-return';

describe('/close lobby return', () => {
  it('tells the opener and closes when opened as a game window', () => {
    expect(lobbyReturnAction({ hasOpener: true, inFrame: false }, 42)).toEqual({
      kind: 'notify-and-close',
      message: {
        msg: 'quickGame',
        data: { waitingWindow: 'gameWindow' },
        resCode: null,
        resMessage: null,
        at: 42,
      },
    });
  });

  it('goes home when there is no opener', () => {
    expect(lobbyReturnAction({ hasOpener: false, inFrame: false }, 42)).toEqual({ kind: 'go-home' });
  });

  it('tells the frame’s host when the game was shown inside the site, opener or not', () => {
    expect(lobbyReturnAction({ hasOpener: true, inFrame: true }, 42)).toEqual({ kind: 'tell-frame-host' });
    expect(lobbyReturnAction({ hasOpener: false, inFrame: true }, 42)).toEqual({ kind: 'tell-frame-host' });
  });
});
