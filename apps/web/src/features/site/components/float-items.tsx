import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFloatItems } from '../api/site-widgets';
import { floatLink, floatShown } from '../logic/float-items';
import { useSiteContext } from './use-site-context';

/** Hidden for the rest of the visit once closed. */
const CLOSED_KEY = 'floatItemsClosed';

/** Floating side items (spec §7 /arks/web/float), stacked at the middle of their side. */
export function FloatItems({ mode }: { mode: 'desktop' | 'mobile' }) {
  const { t } = useTranslation();
  const { siteId } = useSiteContext();
  const floats = useFloatItems(siteId);
  const [closed, setClosed] = useState(() => window.sessionStorage.getItem(CLOSED_KEY) === '1');
  const shown = (floats.data ?? []).filter((f) => floatShown(f, mode));
  if (closed || !shown.length) return null;
  const close = () => {
    window.sessionStorage.setItem(CLOSED_KEY, '1');
    setClosed(true);
  };
  return (
    <>
      {(['left', 'right'] as const).map((side) => {
        const items = shown.filter((f) => f.position === side);
        if (!items.length) return null;
        return (
          <aside
            key={side}
            aria-label={t('floats.label')}
            data-testid={`float-items-${side}`}
            className={clsx(
              'fixed top-1/2 z-30 flex -translate-y-1/2 flex-col items-center gap-2',
              side === 'left' ? 'left-2' : 'right-2',
            )}
          >
            {items.map((f) => {
              const img = (
                <img
                  src={f.image_url}
                  alt={f.title}
                  className="size-14 rounded-card object-cover shadow-lg shadow-scrim/40 sm:size-16"
                />
              );
              const link = floatLink(f.link, window.location.origin);
              return link ? (
                <a
                  key={f.id}
                  href={link}
                  title={f.title}
                  {...(f.link_method === 1 ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="block transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-primary"
                >
                  {img}
                </a>
              ) : (
                <span key={f.id} title={f.title}>
                  {img}
                </span>
              );
            })}
            <button
              type="button"
              onClick={close}
              data-testid="float-items-close"
              aria-label={t('floats.close')}
              className="grid size-6 place-items-center rounded-full bg-scrim/60 text-xs text-ink-muted hover:text-ink"
            >
              ×
            </button>
          </aside>
        );
      })}
    </>
  );
}
