import clsx from 'clsx';
import { useEffect } from 'react';
import { isGameLobbyMessage } from '../../../lib/game-frame-message';

/**
 * A game shown inside the site. When the game goes back to its lobby address (/close, which loads
 * inside this frame), that page posts the lobby message and `onLobby` runs.
 */
export function GameFrame(props: { url: string; title: string; onLobby(): void; className?: string }) {
  const { onLobby } = props;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isGameLobbyMessage(event, window.location.origin)) onLobby();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onLobby]);
  return (
    <iframe
      src={props.url}
      title={props.title}
      data-testid="game-frame"
      allow="autoplay; fullscreen"
      className={clsx('block size-full border-0 bg-scrim', props.className)}
    />
  );
}
