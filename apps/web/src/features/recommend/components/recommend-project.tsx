import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { card, LoadError } from '../../../components/records/record-bits';
import { useRecommendProject, type RecommendProjectData } from '../api/recommend-project';
import { inviteUrl } from '../logic/recommend-format';

/** The invite link as a QR code; the library loads only when this page opens. */
function InviteQr(props: { url: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(async (qr) => {
      const data = await qr.toDataURL(props.url, { margin: 1, width: 176, errorCorrectionLevel: 'M' });
      if (live) setSrc(data);
    });
    return () => {
      live = false;
    };
  }, [props.url]);
  return (
    <div className="flex size-44 shrink-0 items-center justify-center rounded-field border border-line bg-paper p-2">
      {src ? (
        <img src={src} alt={props.label} className="size-full" data-testid="recommend-qr" />
      ) : (
        <span className="size-full animate-pulse rounded bg-fill" />
      )}
    </div>
  );
}

function CopyField(props: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-xs text-ink-faint">{props.label}</span>
      <div className="flex min-w-0 items-center gap-2">
        <code
          className="min-w-0 flex-1 truncate rounded-field border border-line bg-fill px-3 py-2 text-sm text-ink"
          data-testid={props.testId}
        >
          {props.value}
        </code>
        <button
          type="button"
          onClick={() => void copy()}
          className="h-9 shrink-0 rounded-field border border-primary px-3 text-sm font-semibold text-primary hover:bg-primary/10"
        >
          {copied ? t('recommend.copied') : t('recommend.copy')}
        </button>
      </div>
    </div>
  );
}

function Rules(props: { data: RecommendProjectData; currency: string }) {
  const { t } = useTranslation();
  const rules = props.data.rules;
  if (!rules) return <p className="text-sm text-ink-muted">{t('recommend.noReward')}</p>;
  const money = (v: string) => formatMoney(v, props.currency);
  return (
    <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm leading-relaxed text-ink-muted">
      <li>{t('recommend.rules.share')}</li>
      <li>
        {t(`recommend.rule.${rules.trigger}`, {
          threshold: money(rules.threshold),
          days: rules.within_days,
          amount: money(rules.reward_amount),
        })}
      </li>
      <li>{t('recommend.rules.once')}</li>
      {rules.turnover_multiple > 0 && (
        <li>{t('recommend.rules.turnover', { multiple: rules.turnover_multiple })}</li>
      )}
      <li>{t('recommend.rules.ownAccounts')}</li>
    </ol>
  );
}

/** RecommendProject: the member's code, link and QR code, the rules in words and what was earned. */
export function RecommendProject(props: { memberId: string | null; currency: string }) {
  const { t } = useTranslation();
  const query = useRecommendProject(props.memberId);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p className="text-sm text-ink-faint">{t('common.loading')}</p>;
  const data = query.data;
  if (data.is_friend !== 1) {
    return (
      <p className={card} data-testid="recommend-closed">
        {t('recommend.closed')}
      </p>
    );
  }
  const url = inviteUrl(window.location.origin, data.link_path);
  return (
    <div className="flex flex-col gap-6" data-testid="recommend-project">
      <section className={card}>
        <h2 className="text-base font-semibold text-ink">{t('recommend.shareTitle')}</h2>
        <p className="mt-1 text-sm text-ink-muted">{t('recommend.shareIntro')}</p>
        <div className="mt-5 flex flex-col gap-5 sm:flex-row sm:items-center">
          <InviteQr url={url} label={t('recommend.qrLabel')} />
          <div className="flex min-w-0 flex-1 flex-col gap-4">
            <CopyField label={t('recommend.code')} value={data.code} testId="recommend-code" />
            <CopyField label={t('recommend.link')} value={url} testId="recommend-link" />
          </div>
        </div>
      </section>
      <section className={card}>
        <h2 className="text-base font-semibold text-ink">{t('recommend.rulesTitle')}</h2>
        <div className="mt-3">
          <Rules data={data} currency={props.currency} />
        </div>
      </section>
      <dl className="grid grid-cols-3 gap-3 rounded-field bg-fill px-4 py-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-ink-faint">{t('recommend.totals.friends')}</dt>
          <dd className="font-semibold text-ink tabular-nums">{data.totals.friends}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-ink-faint">{t('recommend.totals.rewarded')}</dt>
          <dd className="font-semibold text-ink tabular-nums">{data.totals.rewarded}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-ink-faint">{t('recommend.totals.earned')}</dt>
          <dd className="truncate font-semibold text-success tabular-nums">
            {formatMoney(data.totals.earned, props.currency)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
