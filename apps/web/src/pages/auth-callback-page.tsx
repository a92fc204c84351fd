import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { postThirdPartyCallback } from '../features/account/api/third-party-callback';
import { useCompleteLogin } from '../features/account/components/use-complete-login';
import { loginOutcome } from '../features/account/logic/login-result';
import { callbackMessage, readCallback } from '../features/account/logic/third-party-login';
import { useSiteContext } from '../features/site/components/use-site-context';
import { postCrossTab } from '../realtime/cross-tab';

/** How long a window that could not close itself waits before finishing the sign-in in itself. */
const CLOSE_GRACE_MS = 400;

/**
 * /authCallback: where the provider sends the auth popup back. The answer goes to the server, the
 * outcome to the opener as the spec §3 cross-tab message (authLogin / authLoginClose), and the popup
 * closes. A window that stays open (no popup: it was blocked and this tab went to the provider, or
 * the provider's page cut the popup off from its opener) finishes the sign-in itself.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const { siteId } = useSiteContext();
  const completeLogin = useCompleteLogin();
  const { search } = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // A provider's answer is good once: React's development double effect must not send it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const step = readCallback(search);
    void (async () => {
      const outcome =
        step.kind === 'exchange' ? await postThirdPartyCallback({ site_id: siteId, ...step.input }) : null;
      const message = callbackMessage(step, outcome, t('auth.thirdPartyExpired'));
      postCrossTab(message);
      window.close();
      await new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS));
      if (outcome?.ok) {
        completeLogin(outcome.data, { redirectTo: '/' });
        return;
      }
      if (message.type !== 'authLoginClose') return;
      if (message.code === undefined) {
        setDone(true);
        return;
      }
      const result = loginOutcome({ code: message.code, message: message.message ?? '' });
      setFailure(
        result.kind === 'error'
          ? t(result.messageKey, result.params)
          : result.kind === 'device'
            ? t(result.messageKey)
            : message.message || t('auth.thirdPartyFailed'),
      );
    })();
  }, [completeLogin, search, siteId, t]);

  return (
    <div className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-6 px-6 text-center">
      <h1 data-testid="page-title" className="text-xl font-bold text-ink">
        {t('auth.thirdPartyTitle')}
      </h1>
      {failure ? (
        <p role="alert" data-testid="auth-callback-error" className="text-sm text-danger">
          {failure}
        </p>
      ) : done ? null : (
        <p role="status" className="text-sm text-ink-muted">
          {t('auth.thirdPartySigningIn')}
        </p>
      )}
      {failure || done ? (
        <Link to="/" replace className="text-sm font-semibold text-primary hover:underline">
          {t('auth.thirdPartyHome')}
        </Link>
      ) : null}
    </div>
  );
}
