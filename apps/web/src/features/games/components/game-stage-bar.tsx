import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The bar over a game shown inside the site (/play, /gameRoom): its name and the leave button. */
export function GameStageBar(props: { heading: ReactNode; onLeave(): void; leaveTestId: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex h-11 shrink-0 items-center justify-between border-b border-line bg-canvas px-4">
      {props.heading}
      <button
        type="button"
        data-testid={props.leaveTestId}
        onClick={props.onLeave}
        className="rounded-chip border border-line-strong px-4 py-1 text-xs font-semibold text-ink hover:border-primary hover:text-primary"
      >
        {t('pages.leaveGame')}
      </button>
    </div>
  );
}
