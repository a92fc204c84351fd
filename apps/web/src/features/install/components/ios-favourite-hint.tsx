import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/close-icon';
import { shouldShowIosHint } from '../logic/install-guide';
import { deviceFacts } from './install-prompt';

const STORAGE_KEY = 'iosFavouriteHintClosedAt';

function dismissedAt(): number | null {
  const raw = Number(localStorage.getItem(STORAGE_KEY));
  return Number.isFinite(raw) && raw > 0 ? raw : null;
}

/**
 * The iOS favourite hint (spec §3): Safari on iPhone or iPad is told how to add the site to the home
 * screen. A bar in the page's flow under the header, not a float: it never covers the floats' corner,
 * the tab bar or a form, and scrolls away with the page.
 */
export function IosFavouriteHint() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => shouldShowIosHint(deviceFacts(), dismissedAt(), Date.now()));
  if (!visible) return null;
  return (
    <div
      role="status"
      data-testid="ios-favourite-hint"
      className="mx-3 mt-3 flex items-start gap-3 rounded-card border border-line bg-surface p-4 text-sm text-ink shadow-lg shadow-scrim/20"
    >
      <svg
        viewBox="0 0 24 24"
        className="mt-0.5 size-5 shrink-0 text-primary"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden
      >
        <path d="M12 3v12M8 7l4-4 4 4" />
        <rect x="4" y="10" width="16" height="11" rx="2" />
      </svg>
      <p className="flex-1">{t('install.iosHint')}</p>
      <button
        type="button"
        aria-label={t('common.close')}
        onClick={() => {
          localStorage.setItem(STORAGE_KEY, String(Date.now()));
          setVisible(false);
        }}
        className="-m-1 grid size-8 shrink-0 place-items-center rounded-full text-ink-faint hover:bg-fill-strong"
      >
        <CloseIcon />
      </button>
    </div>
  );
}
