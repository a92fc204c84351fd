import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../components/money-format';
import type { AgentViewProps } from '../../../lib/agent-view';
import { formatRecordTime } from '../../../lib/records/record-time';
import { toast } from '../../../lib/toast';
import { useAgentApplication, useApplyForAgent, type AgentApplication } from '../api/application';
import {
  registerStage,
  RULE_TEXT,
  shownRequirements,
  STAGE_TEXT,
  type RegisterStage,
} from '../logic/register-stage';

const card = 'rounded-card border border-line bg-surface p-5 sm:p-6';
const submitButton =
  'inline-flex h-11 w-full items-center justify-center rounded-control bg-gradient-to-b from-primary to-primary/80 px-5 text-sm font-semibold text-on-primary shadow-lg shadow-primary/20 transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto sm:min-w-48';
const link = 'font-medium text-primary underline-offset-4 hover:underline';

const TONE: Record<RegisterStage, string> = {
  agent: 'border-success/40 bg-success/10',
  suspended: 'border-warning/40 bg-warning/10',
  pending: 'border-info/40 bg-info/10',
  refused: 'border-danger/40 bg-danger/10',
  eligible: 'border-primary/40 bg-primary/10',
  ineligible: 'border-line bg-fill',
};

/** proxy?page=Register: the application with the site's rules beside the member's figures, and its state. */
export default function RegisterView(props: AgentViewProps) {
  const { t } = useTranslation();
  const state = useAgentApplication(props.memberId);
  if (state.isError)
    return (
      <section className={card}>
        <p className="text-sm text-ink-faint">{t('agentApply.loadError')}</p>
      </section>
    );
  if (!state.data) return <div className="h-40 animate-pulse rounded-card bg-fill" aria-busy="true" />;
  return <Register data={state.data} memberId={props.memberId} timeZone={props.timeZone} />;
}

function Register(props: { data: AgentApplication; memberId: string; timeZone: string }) {
  const { t } = useTranslation();
  const { data } = props;
  const stage = registerStage(data);
  // The site's time zone and one fixed format, as the member's records show times.
  const dateOf = (iso: string | null) => formatRecordTime(iso, props.timeZone);
  return (
    <div className="flex flex-col gap-5" data-testid="agent-register">
      <section className={clsx(card, 'relative overflow-hidden')}>
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-16 size-64 rounded-full bg-primary/10 blur-3xl"
        />
        <h2 className="relative text-xl font-bold tracking-tight text-ink">{t('agentApply.title')}</h2>
        <p className="relative mt-2 max-w-2xl text-sm leading-relaxed text-ink-faint">
          {t('agentApply.intro')}
        </p>
        <p className="relative mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <Link className={link} to="/proxy?page=Plan">
            {t('agentApply.readPlan')}
          </Link>
          <Link className={link} to="/proxy?page=Agreement">
            {t('agentApply.readAgreement')}
          </Link>
        </p>
      </section>

      <section
        className={clsx('rounded-card border p-5 sm:p-6', TONE[stage])}
        aria-live="polite"
        data-testid="agent-register-state"
        data-stage={stage}
      >
        <h3 className="text-base font-semibold text-ink">{t(STAGE_TEXT[stage].title)}</h3>
        <p className="mt-1 text-sm text-ink-faint">{t(STAGE_TEXT[stage].body)}</p>
        {stage === 'pending' && data.applied_at ? (
          <p className="mt-2 text-xs text-ink-faint">
            {t('agentApply.appliedAt', { time: dateOf(data.applied_at) })}
          </p>
        ) : null}
        {stage === 'refused' ? (
          <p className="mt-3 rounded-field border border-danger/30 bg-surface px-4 py-3 text-sm text-ink">
            <span className="font-medium">{t('agentApply.reason')}</span> {data.reason}
            <span className="mt-1 block text-xs text-ink-faint">
              {t('agentApply.decidedAt', { time: dateOf(data.decided_at) })}
            </span>
          </p>
        ) : null}
        {stage === 'agent' ? (
          <Link className={clsx(link, 'mt-3 inline-block text-sm')} to="/proxy?page=ProxyCenter">
            {t('agentApply.openCentre')}
          </Link>
        ) : null}
      </section>

      {stage === 'agent' || stage === 'suspended' || stage === 'pending' ? null : (
        <Apply data={data} memberId={props.memberId} canApply={data.eligibility.eligible} />
      )}
    </div>
  );
}

function Apply(props: { data: AgentApplication; memberId: string; canApply: boolean }) {
  const { t } = useTranslation();
  const apply = useApplyForAgent(props.memberId);
  const [accepted, setAccepted] = useState(false);
  const rows = shownRequirements(props.data.eligibility);
  const currency = props.data.currency;
  const submit = () => apply.mutate(undefined, { onSuccess: () => toast.success(t('agentApply.submitted')) });
  return (
    <section className={card} aria-labelledby="agent-apply-rules">
      <h3 id="agent-apply-rules" className="text-base font-semibold text-ink">
        {t('agentApply.requirements')}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-ink-faint">{t('agentApply.noRequirements')}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="agent-apply-requirements">
          {rows.map((row) => (
            <li
              key={row.key}
              className={clsx(
                'rounded-field border px-4 py-3',
                row.met ? 'border-success/40 bg-success/5' : 'border-line bg-fill',
              )}
            >
              <p className="flex items-center justify-between gap-2 text-xs text-ink-faint">
                {t(RULE_TEXT[row.key])}
                <span className={clsx('text-xs font-semibold', row.met ? 'text-success' : 'text-ink-faint')}>
                  {row.met ? t('agentApply.met') : t('agentApply.notMet')}
                </span>
              </p>
              <p className="mt-1 text-sm font-medium text-ink tabular-nums">
                {row.money
                  ? t('agentApply.progressMoney', {
                      actual: formatMoney(String(row.actual), currency),
                      required: formatMoney(String(row.required), currency),
                    })
                  : t('agentApply.progressDays', { actual: row.actual, required: row.required })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <label className="mt-5 flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-[var(--color-primary)]"
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
          data-testid="agent-apply-accept"
        />
        <span>
          {t('agentApply.accept')}{' '}
          <Link className={link} to="/proxy?page=Agreement">
            {t('agentApply.readAgreement')}
          </Link>
        </span>
      </label>
      {apply.error ? (
        <p role="alert" className="mt-3 text-sm text-danger" data-testid="agent-apply-error">
          {apply.error.message}
        </p>
      ) : null}
      {!props.canApply ? <p className="mt-3 text-sm text-ink-faint">{t('agentApply.notYet')}</p> : null}
      <div className="mt-5">
        <button
          type="button"
          className={submitButton}
          disabled={!accepted || !props.canApply || apply.isPending}
          onClick={submit}
          data-testid="agent-apply-submit"
        >
          {apply.isPending ? t('agentApply.submitting') : t('agentApply.submit')}
        </button>
      </div>
    </section>
  );
}
