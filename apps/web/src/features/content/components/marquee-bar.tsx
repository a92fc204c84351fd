import * as Dialog from '../../../components/lazy-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/close-icon';
import { useMarquee } from '../api/announcement-marquee';

/**
 * Marquee announcements (spec §3): the lines for visitors or members, in the operator's order, running
 * across one bar; a click opens the news modal with every line to read at leisure.
 */
export function MarqueeBar({
  siteId,
  language,
  reader,
  aside,
}: {
  siteId: number;
  language: string;
  reader: string;
  /** Shown at the end of the bar (the promotion history). */
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  const { data: lines, isLoading } = useMarquee(siteId, language, reader);
  // While the lines load, the bar keeps its place (no jump below it when they arrive).
  if (!isLoading && !lines?.length) {
    return aside ? <div className="mx-auto flex max-w-7xl justify-end px-4 py-2 sm:px-6">{aside}</div> : null;
  }
  const text = (lines ?? []).map((l) => l.content).join('      ·      ');
  return (
    <Dialog.Root>
      <div className="border-b border-line bg-fill" data-testid="marquee">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 sm:px-6">
          <svg
            viewBox="0 0 24 24"
            className="size-4 shrink-0 text-primary"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden
          >
            <path d="M4 10v4h3l6 4V6L7 10H4z" strokeLinejoin="round" />
            <path d="M17 9a4 4 0 0 1 0 6" strokeLinecap="round" />
          </svg>
          {isLoading ? <span className="h-9 min-w-0 flex-1" /> : null}
          <Dialog.Trigger
            hidden={isLoading}
            className="group relative h-9 min-w-0 flex-1 overflow-hidden text-left text-sm text-ink-muted"
            aria-label={t('content.news')}
            data-testid="marquee-open"
          >
            <span className="marquee-track absolute top-1/2 left-0 whitespace-nowrap group-hover:[animation-play-state:paused]">
              {text}
            </span>
          </Dialog.Trigger>
          {aside}
        </div>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim/70 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="news-dialog"
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[80vh] w-[min(92vw,560px)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card border border-line bg-surface p-5 text-ink shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t('content.news')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('common.close')}
              className="grid size-9 place-items-center rounded-full text-ink-muted hover:bg-fill-strong"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <ol className="mt-3 divide-y divide-line">
            {(lines ?? []).map((l) => (
              <li key={l.id} className="py-3 text-sm leading-relaxed text-ink">
                {l.content}
              </li>
            ))}
          </ol>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
