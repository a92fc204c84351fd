import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

/** Copies `text`; says so in a toast (or that the browser refused). */
export function CopyButton(props: { text: string; testId?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.text);
      toast.success(t('agentPromotion.copied'));
    } catch {
      toast.error(t('agentPromotion.copyFailed'));
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      data-testid={props.testId}
      className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-control border border-line-strong px-3 text-xs font-semibold text-ink transition hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden
      >
        <rect x="9" y="9" width="11" height="11" rx="2" />
        <path d="M5 15V6a2 2 0 0 1 2-2h9" strokeLinecap="round" />
      </svg>
      {t('agentPromotion.copy')}
    </button>
  );
}
