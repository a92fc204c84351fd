/**
 * A game shown inside the site (play-game modal, /play, /gameRoom) reaches the lobby address (/close)
 * inside its frame. That page, same origin as the site, tells the frame's host with this message so
 * the host can leave the game and bring the balance back.
 */
export const GAME_LOBBY_MESSAGE = 'arks:game-lobby';

/** True for the lobby message from a page of this site (never another origin's). */
export function isGameLobbyMessage(event: { origin: string; data: unknown }, siteOrigin: string): boolean {
  return (
    event.origin === siteOrigin &&
    typeof event.data === 'object' &&
    event.data !== null &&
    (event.data as { type?: unknown }).type === GAME_LOBBY_MESSAGE
  );
}

/** Where an in-page game's URL waits for /play (session storage keeps the token out of the address). */
export const PLAY_URL_KEY = 'playUrl';
