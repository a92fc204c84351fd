import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { shouldShowGoToTop } from '../logic/go-to-top';

export function GoToTopButton({ raised = false }: { raised?: boolean }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => shouldShowGoToTop(window.scrollY));

  useEffect(() => {
    const onScroll = () => setVisible(shouldShowGoToTop(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      data-testid="go-to-top"
      aria-label={t('goToTop')}
      title={t('goToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={clsx(
        'fixed right-4 z-40 grid size-11 place-items-center rounded-full border border-line bg-surface/90 text-primary shadow-lg shadow-scrim/40 backdrop-blur transition hover:bg-primary hover:text-on-primary focus-visible:outline-2 focus-visible:outline-primary',
        // Above the phone tab bar and an iPhone's home bar; the float dock stacks above this.
        raised ? 'bottom-[calc(6rem+env(safe-area-inset-bottom))]' : 'bottom-6',
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        aria-hidden
      >
        <path d="M6 14l6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M6 19h12" strokeLinecap="round" />
      </svg>
    </button>
  );
}
