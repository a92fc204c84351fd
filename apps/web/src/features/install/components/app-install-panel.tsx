import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { installGuide } from '../logic/install-guide';
import { clearInstallOffer, deviceFacts, useInstallOffer } from './install-prompt';

function Steps({ keys }: { keys: string[] }) {
  const { t } = useTranslation();
  return (
    <ol className="list-decimal space-y-2 pl-5 text-sm text-ink-muted">
      {keys.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ol>
  );
}

/**
 * The /app page: the member site installs as a web app (the manifest names it after the site). There
 * is no store app to download, so the page says how to install on this device, and nothing else.
 */
export function AppInstallPanel({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  const offer = useInstallOffer();
  const [declined, setDeclined] = useState(false);
  const guide = installGuide(deviceFacts(), offer !== null);

  async function install() {
    if (!offer) return;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    clearInstallOffer();
    setDeclined(outcome === 'dismissed');
  }

  return (
    <section
      data-testid="app-install"
      data-guide={guide}
      className="mx-auto max-w-xl space-y-5 rounded-card border border-line bg-surface p-6"
    >
      <h2 className="text-lg font-bold text-ink">{t('install.title', { site: siteName })}</h2>
      <p className="text-sm text-ink-muted">{t('install.intro')}</p>
      {guide === 'installed' ? (
        <p className="text-sm font-semibold text-success">{t('install.installed')}</p>
      ) : null}
      {guide === 'prompt' ? (
        <button
          type="button"
          data-testid="app-install-button"
          onClick={() => void install()}
          className="h-11 w-full rounded-control bg-primary font-bold text-on-primary hover:brightness-110"
        >
          {t('install.button')}
        </button>
      ) : null}
      {guide === 'ios-safari' ? (
        <Steps keys={['install.ios.share', 'install.ios.add', 'install.ios.open']} />
      ) : null}
      {guide === 'ios-other' ? <p className="text-sm text-ink-muted">{t('install.iosOther')}</p> : null}
      {guide === 'manual' ? <Steps keys={['install.manual.menu', 'install.manual.open']} /> : null}
      {declined ? <p className="text-xs text-ink-faint">{t('install.declined')}</p> : null}
    </section>
  );
}
