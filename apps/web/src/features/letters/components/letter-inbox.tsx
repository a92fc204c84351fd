import { LIMITS } from '@arks/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLetterActions, useLetterPage } from '../api/letters';

/** The inbox (spec §3 letters): newest first, 50 a page; opening a letter marks it read. */
export function LetterInbox({ memberId }: { memberId: string | null }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = useLetterPage(memberId, page);
  const { read, destroy } = useLetterActions(memberId);

  if (query.isPending)
    return (
      <p role="status" className="text-sm text-ink-faint">
        {t('common.loading')}
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-ink-muted">
        {t('letters.loadFailed')}
      </p>
    );
  const { list, total_count, unread_count } = query.data;
  const pages = Math.max(1, Math.ceil(total_count / LIMITS.letterPageSize));

  return (
    <section data-testid="letter-inbox" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-muted">
          {t('letters.summary', { total: total_count, unread: unread_count })}
        </p>
        <button
          type="button"
          onClick={() => destroy.mutate(undefined)}
          disabled={destroy.isPending || total_count === unread_count}
          className="rounded-chip border border-line-strong px-4 py-1.5 text-xs font-medium text-ink transition hover:border-primary hover:text-primary disabled:opacity-40"
        >
          {t('letters.clearRead')}
        </button>
      </div>
      {list.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong p-10 text-center text-sm text-ink-faint">
          {t('letters.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-card border border-line">
          {list.map((letter) => (
            <li key={letter.id} data-testid={`letter-${letter.id}`} className="bg-fill">
              <button
                type="button"
                aria-expanded={open === letter.id}
                onClick={() => {
                  setOpen(open === letter.id ? null : letter.id);
                  if (!letter.is_read) read.mutate(letter.id);
                }}
                className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-fill"
              >
                <span
                  aria-label={letter.is_read ? undefined : t('letters.new')}
                  className={`size-2 shrink-0 rounded-full ${letter.is_read ? 'bg-transparent' : 'bg-primary'}`}
                />
                <span
                  className={`min-w-0 flex-1 truncate text-sm ${letter.is_read ? 'text-ink-muted' : 'font-semibold text-ink'}`}
                >
                  {letter.title}
                </span>
                <time className="shrink-0 text-xs text-ink-faint" dateTime={letter.created_at}>
                  {new Date(letter.created_at).toLocaleDateString(i18n.language.replace('_', '-'))}
                </time>
              </button>
              {open === letter.id ? (
                <div className="space-y-3 px-4 pb-4 pl-9">
                  {/* Bodies are sanitized by the server (DOMPurify) before they are stored. */}
                  <div
                    className="prose-sm text-sm leading-relaxed text-ink"
                    dangerouslySetInnerHTML={{ __html: letter.content }}
                  />
                  <button
                    type="button"
                    onClick={() => destroy.mutate([letter.id])}
                    className="text-xs font-medium text-primary hover:underline"
                  >
                    {t('letters.delete')}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t('letters.pages')} className="flex items-center justify-center gap-3 text-sm">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            className="rounded-control border border-line-strong px-3 py-1 disabled:opacity-40"
          >
            {t('letters.previous')}
          </button>
          <span className="text-ink-muted">
            {page} / {pages}
          </span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            className="rounded-control border border-line-strong px-3 py-1 disabled:opacity-40"
          >
            {t('letters.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
