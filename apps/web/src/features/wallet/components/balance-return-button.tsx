import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { returnAllBalances } from '../api/balance-all-back';
import { memberKeys } from '../../../api/query-keys';
import { isRequestError } from '../../../api/request-error';
import { setReturnRunning, useGameSession } from '../../../lib/game-session';
import {
  BALANCE_RETURN_COUNTDOWN_S,
  balanceReturnDisabled,
  balanceReturnErrorKey,
  gameInPage,
  secondsLeft,
  waitsForGame,
} from '../logic/balance-return';
import { chip } from '../../../components/records/record-bits';

/**
 * One-key balance return (spec §4): every game wallet back to the main wallet, then a 10 s countdown
 * before it can run again; it stands down while a game starts, plays or is being left (spec §4).
 */
export function BalanceReturnButton({ memberId }: { memberId: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [cooldownUntil, setCooldownUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const { pathname } = useLocation();
  const game = useGameSession();
  const guards = {
    running,
    cooldownUntil,
    now,
    launchPhase: game.launch.phase,
    gameWindowOpen: game.windowOpen,
    modalOpen: game.modalGame !== null,
    gameInPage: gameInPage(pathname, localStorage.getItem('isPlay')),
  };
  const disabled = balanceReturnDisabled(guards);
  const forGame = !running && waitsForGame(guards);
  const left = secondsLeft({ cooldownUntil, now });

  useEffect(() => {
    if (cooldownUntil === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [cooldownUntil]);

  async function run() {
    setRunning(true);
    // The tab's, not only this button's: a game start is refused meanwhile (spec §4 one_key_waiting).
    setReturnRunning(true);
    setMessage(null);
    try {
      const answer = await returnAllBalances();
      setMessage({ text: t('wallet.returned', { count: answer.returned.length }), error: false });
    } catch (error) {
      if (!isRequestError(error)) throw error;
      const key = balanceReturnErrorKey(error.code);
      setMessage({ text: key ? t(key) : error.message, error: true });
    } finally {
      setReturnRunning(false);
      setRunning(false);
      setNow(Date.now());
      setCooldownUntil(Date.now() + BALANCE_RETURN_COUNTDOWN_S * 1000);
      void queryClient.invalidateQueries({ queryKey: memberKeys.wallets(memberId) });
      void queryClient.invalidateQueries({ queryKey: memberKeys.layout(memberId) });
    }
  }

  return (
    <div className="flex flex-col items-end gap-1 text-right">
      <button
        type="button"
        data-testid="balance-return"
        onClick={() => void run()}
        disabled={disabled}
        className={clsx(chip, 'border-primary/50 text-primary hover:bg-primary/10 disabled:opacity-50')}
      >
        {running
          ? t('wallet.returning')
          : left > 0
            ? t('wallet.returnAgainIn', { seconds: left })
            : t('wallet.returnAll')}
      </button>
      {forGame ? (
        <p data-testid="balance-return-waits" className="text-xs text-ink-faint">
          {t('wallet.returnAfterGame')}
        </p>
      ) : null}
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={clsx('text-xs', message.error ? 'text-danger' : 'text-ink-faint')}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
