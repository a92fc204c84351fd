import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { returnAllBalances } from '../api/balance-all-back';
import { memberKeys } from '../../../api/query-keys';
import { isRequestError } from '../../../api/request-error';
import {
  BALANCE_RETURN_COUNTDOWN_S,
  balanceReturnDisabled,
  balanceReturnErrorKey,
  secondsLeft,
} from '../logic/balance-return';
import { chip } from './record-bits';

/**
 * One-key balance return (spec §4): every game wallet back to the main wallet, then a 10 s countdown
 * before it can run again; refused while a game plays in this page.
 */
export function BalanceReturnButton({ memberId }: { memberId: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [cooldownUntil, setCooldownUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const gameInPage = localStorage.getItem('isPlay') === '1' || window.location.pathname === '/play';
  const left = secondsLeft({ cooldownUntil, now });

  useEffect(() => {
    if (cooldownUntil === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [cooldownUntil]);

  async function run() {
    setRunning(true);
    setMessage(null);
    try {
      const answer = await returnAllBalances();
      setMessage({ text: t('wallet.returned', { count: answer.returned.length }), error: false });
    } catch (error) {
      if (!isRequestError(error)) throw error;
      const key = balanceReturnErrorKey(error.code);
      setMessage({ text: key ? t(key) : error.message, error: true });
    } finally {
      setRunning(false);
      setNow(Date.now());
      setCooldownUntil(Date.now() + BALANCE_RETURN_COUNTDOWN_S * 1000);
      void queryClient.invalidateQueries({ queryKey: memberKeys.wallets(memberId) });
      void queryClient.invalidateQueries({ queryKey: memberKeys.layout(memberId) });
    }
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        data-testid="balance-return"
        onClick={() => void run()}
        disabled={balanceReturnDisabled({ running, cooldownUntil, now, gameInPage })}
        className={clsx(chip, 'border-primary/50 text-primary hover:bg-primary/10 disabled:opacity-50')}
      >
        {running
          ? t('wallet.returning')
          : left > 0
            ? t('wallet.returnAgainIn', { seconds: left })
            : t('wallet.returnAll')}
      </button>
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
