import { useTranslation } from 'react-i18next';
import type { AgentViewProps } from '../../../lib/agent-view';
import { useAgentAgreement } from '../api/agreement';
import { paragraphs } from '../logic/register-stage';

const card = 'rounded-card border border-line bg-surface p-5 sm:p-8';

/** proxy?page=Agreement: the site's agent agreement in the reader's language, as staff wrote it. */
export default function AgreementView(props: AgentViewProps) {
  const { t } = useTranslation();
  const agreement = useAgentAgreement(props.memberId, props.language);
  if (agreement.isError)
    return (
      <section className={card}>
        <p className="text-sm text-ink-faint">{t('agentApply.loadError')}</p>
      </section>
    );
  if (!agreement.data) return <div className="h-60 animate-pulse rounded-card bg-fill" aria-busy="true" />;
  const parts = paragraphs(agreement.data.text);
  return (
    <article className={card} data-testid="agent-agreement">
      <h2 className="text-xl font-bold tracking-tight text-ink">{t('agentApply.agreementTitle')}</h2>
      {parts.length === 0 ? (
        <p className="mt-3 text-sm text-ink-faint">{t('agentApply.noAgreement')}</p>
      ) : (
        <div className="mt-4 flex max-w-3xl flex-col gap-3 text-sm leading-relaxed text-ink">
          {parts.map((p, i) => (
            <p key={i} className="whitespace-pre-line">
              {p}
            </p>
          ))}
        </div>
      )}
    </article>
  );
}
