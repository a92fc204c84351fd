import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_POPUP, closeWindow, rememberWindow } from '../../../realtime/window-registry';
import { postThirdPartyStart } from '../api/third-party-start';
import { useThirdPartyProviders } from '../api/third-party-providers';
import { popupFeatures } from '../logic/third-party-login';
import { FormError, secondaryButton } from './form-bits';

/**
 * The site's third-party sign-in buttons under the login form. A click opens the auth popup at once
 * (so popup blockers allow it) on /loading, asks the server where to send it and sends it there; the
 * provider returns it to /authCallback, whose cross-tab message (spec §3 authLogin) logs this tab in.
 */
export function ThirdPartyButtons(props: { siteId: number }) {
  const { t } = useTranslation();
  const providers = useThirdPartyProviders(props.siteId);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = providers.data ?? [];
  if (list.length === 0) return null;

  const begin = async (provider: string) => {
    setError(null);
    const screen = window.screen as Screen & { availLeft?: number; availTop?: number };
    const popup = window.open(
      '/loading',
      AUTH_POPUP,
      popupFeatures({
        availWidth: screen.availWidth,
        availHeight: screen.availHeight,
        left: screen.availLeft ?? 0,
        top: screen.availTop ?? 0,
      }),
    );
    rememberWindow(AUTH_POPUP, popup);
    setPending(provider);
    const started = await postThirdPartyStart({ site_id: props.siteId, provider });
    setPending(null);
    if (!started.ok) {
      closeWindow(AUTH_POPUP);
      setError(started.message || t('auth.thirdPartyFailed'));
      return;
    }
    // A blocked popup (or an app web view without one): this tab goes to the provider and comes back.
    if (popup && !popup.closed) popup.location.href = started.data.url;
    else window.location.assign(started.data.url);
  };

  return (
    <div className="mt-5 flex flex-col gap-3" data-testid="third-party-login">
      <div className="flex items-center gap-3 text-xs text-ink-faint">
        <span className="h-px flex-1 bg-fill-strong" />
        {t('auth.thirdPartyOr')}
        <span className="h-px flex-1 bg-fill-strong" />
      </div>
      {list.map((p) => (
        <button
          key={p.key}
          type="button"
          disabled={pending !== null}
          onClick={() => void begin(p.key)}
          className={`${secondaryButton} w-full`}
          data-testid={`third-party-${p.key}`}
        >
          {pending === p.key ? t('auth.thirdPartyOpening') : t('auth.thirdPartyWith', { name: p.name })}
        </button>
      ))}
      <FormError message={error} testId="third-party-error" />
    </div>
  );
}
