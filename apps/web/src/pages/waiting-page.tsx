import { TIMING } from '@arks/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { followWaitingUrl, forgetWaiting } from '../realtime/window-registry';

/**
 * /loading: the blank window opened synchronously on a click (so popup blockers allow it) and pointed at
 * the game, deposit or payment address once the server returns it.
 */
export function WaitingPage() {
  const { t } = useTranslation();
  // Spec §3 waitingUrl: an address another tab left for this window (its opener may hold no reference
  // to it any more), looked for every window wait poll (§9); the record goes when the window does.
  useEffect(() => {
    const name = window.name;
    if (!name) return;
    const look = () => followWaitingUrl(name, (url) => window.location.replace(url));
    const timer = window.setInterval(look, TIMING.windowWaitPoll);
    const gone = () => forgetWaiting(name);
    window.addEventListener('pagehide', gone);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', gone);
    };
  }, []);
  return (
    <div className="grid min-h-dvh place-items-center" role="status" aria-label={t('pages.loading')}>
      <div className="relative size-12">
        <div className="absolute inset-0 rounded-full border-2 border-line" />
        <div className="absolute inset-0 animate-spin rounded-full border-2 border-transparent border-t-primary" />
      </div>
    </div>
  );
}
