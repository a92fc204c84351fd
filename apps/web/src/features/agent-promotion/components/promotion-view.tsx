import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRows, LoadError, StatusBadge } from '../../../components/records/record-bits';
import type { AgentViewProps } from '../../../lib/agent-view';
import { useAgentLinkActions, useAgentLinks, type AgentLinkRow } from '../api/agent-links';
import { conversionPercent, domainUrl, namedLinkUrl, plainAgentUrl } from '../logic/link-urls';
import { CopyButton } from './copy-button';
import { QrImage } from './qr-image';

const input =
  'h-10 w-full rounded-field border border-line bg-canvas px-3 text-sm text-ink placeholder:text-ink-faint transition outline-none focus:border-primary focus:ring-2 focus:ring-primary/25';
const primaryButton =
  'inline-flex h-10 shrink-0 items-center justify-center rounded-control bg-gradient-to-b from-primary to-primary/80 px-5 text-sm font-semibold text-on-primary shadow-lg shadow-primary/20 transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60';
const quietButton =
  'inline-flex h-9 items-center rounded-control px-3 text-xs font-semibold text-ink-muted transition hover:bg-fill hover:text-ink focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60';
const card = 'rounded-card border border-line bg-surface p-4 sm:p-5';

/** Promotion (agent centre): the agent's plain link, its domains, and its named links with QR and counts. */
export default function PromotionView(props: AgentViewProps) {
  const { t } = useTranslation();
  const query = useAgentLinks(props.memberId);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <div className="h-40 animate-pulse rounded-card bg-fill" aria-busy="true" />;
  const data = query.data;
  const origin = window.location.origin;
  const plain = plainAgentUrl(origin, data.agent_id, data.currency);

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="agent-promotion">
      <section className={card}>
        <h2 className="text-base font-semibold text-ink">{t('agentPromotion.plainTitle')}</h2>
        <p className="mt-1 text-sm text-ink-muted">
          {t('agentPromotion.plainBody', { currency: data.currency })}
        </p>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
          <QrImage
            text={plain}
            size={112}
            label={t('agentPromotion.qrOf', { name: t('agentPromotion.plainTitle') })}
            fileName={`agent-${data.agent_id}.png`}
          />
          <div className="min-w-0 flex-1">
            <UrlLine url={plain} testId="agent-plain-link" />
            {data.domains.length > 0 ? (
              <div className="mt-4">
                <p className="text-xs font-medium text-ink-muted">{t('agentPromotion.domains')}</p>
                <ul className="mt-2 flex flex-col gap-2">
                  {data.domains.map((d) => (
                    <li key={d.host} className="flex items-center gap-2">
                      <UrlLine url={domainUrl(d.host, window.location.protocol)} />
                      {d.is_active ? null : (
                        <StatusBadge tone="mute">{t('agentPromotion.status.disabled')}</StatusBadge>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </div>
      </section>

      <section className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 className="text-base font-semibold text-ink">{t('agentPromotion.linksTitle')}</h2>
            <p className="mt-1 text-sm text-ink-muted">{t('agentPromotion.linksBody')}</p>
          </div>
          <span className="text-xs text-ink-faint tabular-nums">
            {t('agentPromotion.used', { n: data.list.length, limit: data.limit })}
          </span>
        </div>
        {data.list.length < data.limit ? <NewLinkForm memberId={props.memberId} /> : null}
        {data.list.length === 0 ? (
          <EmptyRows>{t('agentPromotion.empty')}</EmptyRows>
        ) : (
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {data.list.map((link) => (
              <LinkCard key={link.id} link={link} memberId={props.memberId} origin={origin} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function UrlLine(props: { url: string; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <code
        className="min-w-0 flex-1 truncate rounded-field border border-line bg-fill px-3 py-2 font-mono text-xs text-ink"
        title={props.url}
        data-testid={props.testId}
      >
        {props.url}
      </code>
      <CopyButton text={props.url} testId={props.testId ? `${props.testId}-copy` : undefined} />
    </div>
  );
}

function NewLinkForm(props: { memberId: string }) {
  const { t } = useTranslation();
  const { create } = useAgentLinkActions(props.memberId);
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    create.mutate(trimmed, { onSuccess: () => setName('') });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor="agent-link-name" className="sr-only">
        {t('agentPromotion.name')}
      </label>
      <input
        id="agent-link-name"
        className={input}
        maxLength={40}
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder={t('agentPromotion.namePlaceholder')}
        data-testid="agent-link-name"
      />
      <button
        type="submit"
        className={primaryButton}
        disabled={create.isPending || !name.trim()}
        data-testid="agent-link-create"
      >
        {t('agentPromotion.create')}
      </button>
    </form>
  );
}

const TONE = { active: 'good', disabled: 'mute', blocked: 'bad' } as const;
const STATUS_KEY = {
  active: 'agentPromotion.status.active',
  disabled: 'agentPromotion.status.disabled',
  blocked: 'agentPromotion.status.blocked',
} as const;

function LinkCard(props: { link: AgentLinkRow; memberId: string; origin: string }) {
  const { t } = useTranslation();
  const { link } = props;
  const { update } = useAgentLinkActions(props.memberId);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(link.name);
  const url = namedLinkUrl(props.origin, link.code);
  const conversion = conversionPercent(link.registrations, link.clicks);
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    update.mutate({ id: link.id, name: name.trim() }, { onSuccess: () => setRenaming(false) });
  };

  return (
    <li className={`${card} min-w-0`} data-testid="agent-link">
      <div className="flex items-start justify-between gap-3">
        {renaming ? (
          <form onSubmit={rename} className="flex min-w-0 flex-1 gap-2">
            <input
              className={input}
              maxLength={40}
              value={name}
              autoFocus
              aria-label={t('agentPromotion.name')}
              onChange={(e) => setName(e.target.value)}
            />
            <button type="submit" className={primaryButton} disabled={update.isPending}>
              {t('agentPromotion.save')}
            </button>
          </form>
        ) : (
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-ink" data-testid="agent-link-title">
              {link.name}
            </p>
            <p className="mt-0.5 font-mono text-xs text-ink-faint">{link.code}</p>
          </div>
        )}
        <StatusBadge tone={TONE[link.status]}>{t(STATUS_KEY[link.status])}</StatusBadge>
      </div>

      <div className="mt-4 flex flex-col gap-4 sm:flex-row">
        <QrImage
          text={url}
          size={96}
          label={t('agentPromotion.qrOf', { name: link.name })}
          fileName={`link-${link.code}.png`}
        />
        <div className="flex min-w-0 flex-1 flex-col justify-between gap-3">
          <UrlLine url={url} />
          <dl className="grid grid-cols-3 gap-x-4 gap-y-2 text-xs">
            <Figure
              label={t('agentPromotion.clicks')}
              value={link.clicks}
              hint={t('agentPromotion.today', { n: link.clicks_today })}
            />
            <Figure
              label={t('agentPromotion.registrations')}
              value={link.registrations}
              hint={conversion === null ? undefined : `${conversion}%`}
            />
            <Figure label={t('agentPromotion.firstDeposits')} value={link.first_deposits} />
          </dl>
        </div>
      </div>

      <div className="mt-3 flex flex-wrap justify-end gap-1 border-t border-line pt-3">
        <button type="button" className={quietButton} onClick={() => setRenaming((v) => !v)}>
          {renaming ? t('agentPromotion.cancel') : t('agentPromotion.rename')}
        </button>
        {link.status === 'blocked' ? (
          <span className="px-3 py-2 text-xs text-ink-faint">{t('agentPromotion.blockedNote')}</span>
        ) : (
          <button
            type="button"
            className={quietButton}
            disabled={update.isPending}
            onClick={() => update.mutate({ id: link.id, is_active: link.status !== 'active' })}
            data-testid="agent-link-toggle"
          >
            {link.status === 'active' ? t('agentPromotion.switchOff') : t('agentPromotion.switchOn')}
          </button>
        )}
      </div>
    </li>
  );
}

function Figure(props: { label: string; value: number; hint?: string }) {
  return (
    <div>
      <dt className="text-ink-faint">{props.label}</dt>
      <dd className="mt-0.5 text-base font-semibold text-ink tabular-nums">
        {props.value}
        {props.hint ? <span className="ml-1.5 text-xs font-normal text-ink-faint">{props.hint}</span> : null}
      </dd>
    </div>
  );
}
