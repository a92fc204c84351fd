import { describe, expect, it } from 'vitest';
import { GAME_LOBBY_MESSAGE, isGameLobbyMessage } from './game-frame-message';

describe('in-page game lobby message', () => {
  const site = 'https://site.test';
  it('accepts only the lobby message from the site’s own origin', () => {
    expect(isGameLobbyMessage({ origin: site, data: { type: GAME_LOBBY_MESSAGE } }, site)).toBe(true);
    expect(
      isGameLobbyMessage({ origin: 'https://games.test', data: { type: GAME_LOBBY_MESSAGE } }, site),
    ).toBe(false);
    expect(isGameLobbyMessage({ origin: site, data: 'arks:game-lobby' }, site)).toBe(false);
    expect(isGameLobbyMessage({ origin: site, data: null }, site)).toBe(false);
  });
});
