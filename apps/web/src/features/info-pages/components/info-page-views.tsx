import type { InfoPageKind } from '@arks/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInfoPage, useInfoPageList, type InfoPageReader } from '../api/info-pages';
import { infoPageHref, promotionPeriod } from '../logic/period';

export interface InfoViewProps {
  reader: InfoPageReader;
  timeZone: string;
}

function Skeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="space-y-3" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-16 animate-pulse rounded-field bg-fill" />
      ))}
    </div>
  );
}

function Message({ text, action }: { text: string; action?: { href: string; label: string } }) {
  return (
    <div
      data-testid="info-page-message"
      className="rounded-card border border-line bg-fill px-6 py-10 text-center"
    >
      <p className="text-sm text-ink-muted">{text}</p>
      {action ? (
        <Link
          to={action.href}
          className="mt-4 inline-block text-sm font-semibold text-primary hover:underline"
        >
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}

/** Staff write these bodies; the server sanitizes them (DOMPurify) before storing and again on save. */
function RichText({ html }: { html: string }) {
  return (
    <div
      data-testid="info-page-content"
      className="space-y-3 text-sm leading-relaxed text-ink [&_a]:text-primary [&_a]:underline [&_strong]:text-ink [&_ul]:list-disc [&_ul]:pl-5"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function PeriodLine({
  start,
  end,
  timeZone,
}: {
  start: string | null;
  end: string | null;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const period = promotionPeriod(start, end, i18n.language.replace('_', '-'), timeZone);
  if (period.kind === 'always') return <p className="text-xs text-ink-faint">{t('infoPages.always')}</p>;
  return <p className="text-xs text-ink-faint">{t(`infoPages.period.${period.kind}`, period)}</p>;
}

function Cover({ url, title }: { url: string | null; title: string }) {
  if (url) return <img src={url} alt="" className="aspect-[2/1] w-full object-cover" loading="lazy" />;
  return (
    <div
      aria-hidden
      className="grid aspect-[2/1] w-full place-items-center bg-gradient-to-br from-primary/30 via-surface to-secondary/20 text-3xl font-bold text-ink-muted"
    >
      {title.slice(0, 1)}
    </div>
  );
}

/** /discount: the promotions that run now for this reader. */
export function PromotionList({
  reader,
  timeZone,
  onOpen,
}: InfoViewProps & { onOpen?: (id: number) => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useInfoPageList(reader, 'discount');
  if (isPending) return <Skeleton />;
  if (isError) return <Message text={t('infoPages.loadFailed')} />;
  if (!data.list.length) return <Message text={t('infoPages.noPromotions')} />;
  return (
    <ul data-testid="promotion-list" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {data.list.map((p) => (
        <li key={p.id}>
          <Link
            to={infoPageHref('discount', p.id)}
            data-testid={`promotion-${p.id}`}
            onClick={(event) => {
              // A plain click opens the discount modal where the page offers one; others keep the link.
              if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onOpen(p.id);
            }}
            className="group block overflow-hidden rounded-card border border-line bg-surface transition hover:border-primary/60"
          >
            <Cover url={p.cover_url} title={p.title} />
            <div className="space-y-2 p-4">
              <h2 className="font-semibold text-ink group-hover:text-primary">{p.title}</h2>
              {p.summary ? <p className="text-sm text-ink-muted">{p.summary}</p> : null}
              <PeriodLine start={p.start_at} end={p.end_at} timeZone={timeZone} />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const backLinks: Record<InfoPageKind, { href: string; key: string }> = {
  discount: { href: '/discount', key: 'infoPages.allPromotions' },
  faq: { href: '/faq', key: 'infoPages.allQuestions' },
  main: { href: '/', key: 'infoPages.home' },
};

/** One page by its address: a promotion, an answer or an operator page. */
export function InfoPageArticle({
  reader,
  timeZone,
  kind,
  id,
  showTitle = true,
}: InfoViewProps & { kind: InfoPageKind; id: number; showTitle?: boolean }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useInfoPage(reader, kind, id);
  const back = backLinks[kind];
  if (id <= 0 || isError)
    return <Message text={t('infoPages.notFound')} action={{ href: back.href, label: t(back.key) }} />;
  if (isPending) return <Skeleton rows={2} />;
  return (
    <article data-testid="info-page-article" className="mx-auto max-w-3xl space-y-5">
      {kind === 'discount' ? (
        <div className="overflow-hidden rounded-card border border-line">
          <Cover url={data.cover_url} title={data.title} />
        </div>
      ) : null}
      <header className="space-y-1">
        {showTitle ? <h2 className="text-xl font-bold text-ink">{data.title}</h2> : null}
        {kind === 'discount' ? (
          <PeriodLine start={data.start_at} end={data.end_at} timeZone={timeZone} />
        ) : null}
      </header>
      <RichText html={data.content} />
      <Link to={back.href} className="inline-block text-sm font-semibold text-primary hover:underline">
        {t(back.key)}
      </Link>
    </article>
  );
}

/** /faq and /faq/{id}: every question, the chosen one opened. */
export function FaqList({ reader, openId }: { reader: InfoPageReader; openId: number | null }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useInfoPageList(reader, 'faq');
  if (isPending) return <Skeleton />;
  if (isError) return <Message text={t('infoPages.loadFailed')} />;
  if (!data.list.length) return <Message text={t('infoPages.noQuestions')} />;
  const missing = openId !== null && !data.list.some((q) => q.id === openId);
  return (
    <div className="space-y-5">
      {missing ? <Message text={t('infoPages.notFound')} /> : null}
      <ul
        data-testid="faq-list"
        className="mx-auto max-w-3xl divide-y divide-line rounded-card border border-line"
      >
        {data.list.map((q) => (
          <li key={q.id}>
            {q.id === openId ? (
              <div className="space-y-3 px-5 py-4">
                <h2 className="font-semibold text-primary">{q.title}</h2>
                <FaqAnswer reader={reader} id={q.id} />
              </div>
            ) : (
              <Link
                to={infoPageHref('faq', q.id)}
                data-testid={`faq-${q.id}`}
                className="flex items-center justify-between gap-4 px-5 py-4 text-sm text-ink hover:text-primary"
              >
                {q.title}
                <span aria-hidden className="text-ink-faint">
                  ›
                </span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function FaqAnswer({ reader, id }: { reader: InfoPageReader; id: number }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useInfoPage(reader, 'faq', id);
  if (isPending) return <div className="h-10 animate-pulse rounded bg-fill" />;
  if (isError) return <p className="text-sm text-ink-faint">{t('infoPages.notFound')}</p>;
  return <RichText html={data.content} />;
}
