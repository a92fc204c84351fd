import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money-format';
import { chip } from '../../../components/records/record-bits';
import { EXPORT_FORMATS } from '../logic/export-file';

const TONE = { win: 'text-success', loss: 'text-danger', even: 'text-ink-muted' } as const;

/** Win/loss from the members' side, signed and coloured: green when the members won, red when they lost. */
export function WinLoss(props: { amount: string; currency: string; className?: string }) {
  const tone = /^-/.test(props.amount) ? 'loss' : /^0*(\.0*)?$/.test(props.amount) ? 'even' : 'win';
  return (
    <span className={clsx('font-semibold tabular-nums', TONE[tone], props.className)}>
      {formatMoney(props.amount, props.currency, { signed: true })}
    </span>
  );
}

/** One labelled figure of a summary grid. */
export function Figure(props: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-field border border-line bg-fill px-4 py-3">
      <dt className="truncate text-xs text-ink-faint">{props.label}</dt>
      <dd className="truncate text-lg font-semibold text-ink tabular-nums" data-testid={props.testId}>
        {props.children}
      </dd>
    </div>
  );
}

/** The agents from the signed-in one down to the one shown; each but the last opens its level. */
export function AgentPath(props: {
  path: { member_id: number; account: string }[];
  onOpen: (agentId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  if (props.path.length <= 1) return null;
  return (
    <nav aria-label={t('agentTeam.path')} className="mb-3 text-sm" data-testid="team-path">
      <ol className="flex flex-wrap items-center gap-1">
        {props.path.map((agent, i) => {
          const last = i === props.path.length - 1;
          return (
            <li key={agent.member_id} className="flex items-center gap-1">
              {last ? (
                <span className="font-semibold text-ink" aria-current="page">
                  {agent.account}
                </span>
              ) : (
                <button
                  type="button"
                  className="rounded px-1 text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                  onClick={() => props.onOpen(i === 0 ? undefined : agent.member_id)}
                >
                  {agent.account}
                </button>
              )}
              {last ? null : (
                <span className="text-ink-faint" aria-hidden>
                  ›
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The CSV and Excel buttons above a team table (`testId`-csv, `testId`-xlsx). */
export function ExportButtons(props: {
  disabled: boolean;
  onSave: (format: (typeof EXPORT_FORMATS)[number]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 flex flex-wrap justify-end gap-2">
      {EXPORT_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          disabled={props.disabled}
          onClick={() => props.onSave(format)}
          className={clsx(chip, 'border-line text-ink-muted hover:border-primary hover:text-primary')}
          data-testid={`${props.testId}-${format}`}
        >
          {format === 'csv' ? t('agentTeam.export.csv') : t('agentTeam.export.xlsx')}
        </button>
      ))}
    </div>
  );
}
