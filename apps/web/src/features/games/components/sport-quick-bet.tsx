import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/request-error';
import { useQuickBet } from '../api/quick-bet';
import { frameHeightFrom, QUICK_BET_HEIGHT, quickBetPhase } from '../logic/quick-bet';

/** The sport provider's quick-bet page in a frame, sized by the frame's own height messages. */
export function SportQuickBet(props: { siteId: number; currency: string; mobile: boolean }) {
  const { t } = useTranslation();
  const { url, check, address } = useQuickBet({
    siteId: props.siteId,
    currency: props.currency,
    device: props.mobile ? 1 : 0,
  });
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>(QUICK_BET_HEIGHT.initial);
  const phase = quickBetPhase({
    urlPending: url.isPending,
    urlCode: url.error ? (url.error instanceof RequestError ? (url.error.code ?? 0) : 0) : null,
    checkPending: check.isPending && address !== undefined,
    checkOk: check.isSuccess,
  });

  useEffect(() => {
    if (!address) return;
    const origin = new URL(address).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const next = frameHeightFrom(event, origin);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [address]);

  if (phase === 'none') return null;
  return (
    <section aria-label={t('games.quickBet.title')} data-testid="sport-quick-bet" className="mb-8">
      <h2 className="mb-3 text-lg font-bold text-ink">{t('games.quickBet.title')}</h2>
      {phase === 'loading' ? (
        <div
          role="status"
          aria-label={t('games.loading')}
          className="h-40 animate-pulse rounded-card bg-fill"
        />
      ) : phase === 'error' ? (
        <p
          role="alert"
          data-testid="sport-quick-bet-error"
          className="rounded-card border border-line bg-fill p-6 text-center text-sm text-ink-muted"
        >
          {(check.error ?? url.error)?.message || t('games.quickBet.failed')}
        </p>
      ) : (
        <iframe
          ref={frame}
          src={address}
          title={t('games.quickBet.title')}
          data-testid="sport-quick-bet-frame"
          style={{ height }}
          className="block w-full rounded-card border-0 bg-paper"
        />
      )}
    </section>
  );
}
