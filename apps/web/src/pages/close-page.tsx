import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GAME_LOBBY_MESSAGE } from '../lib/game-frame-message';
import { sendToApp } from '../lib/native-bridge';
import { lobbyReturnAction, WINDOW_MESSAGE_KEY } from '../features/navigation/logic/lobby-return';

/** /close: the lobby address given to game providers. Tells the opener and closes the game window. */
export function ClosePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    const hasOpener = Boolean(window.opener && !(window.opener as Window).closed);
    const inFrame = window.parent !== window;
    const action = lobbyReturnAction({ hasOpener, inFrame }, Date.now());
    if (action.kind === 'tell-frame-host') {
      window.parent.postMessage({ type: GAME_LOBBY_MESSAGE }, window.location.origin);
      return;
    }
    // The game is over (the frame host above says so itself when it leaves the game).
    sendToApp('isOpenGame', { open: false });
    if (action.kind === 'go-home') {
      void navigate('/', { replace: true });
      return;
    }
    // The storage event reaches the opener tab (same origin) even when a provider page sat in between.
    localStorage.setItem(WINDOW_MESSAGE_KEY, JSON.stringify(action.message));
    window.close();
  }, [navigate]);

  return (
    <div className="grid min-h-dvh place-items-center text-sm text-ink-faint" role="status">
      {t('pages.lobbyReturn')}
    </div>
  );
}
