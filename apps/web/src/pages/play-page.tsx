import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NotAvailable } from '../components/not-available';

/** /play: in-page game play; leaving returns home (spec §2). */
export function PlayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="flex min-h-dvh flex-col bg-black">
      <div className="flex h-12 items-center justify-between border-b border-white/10 px-3">
        <h1 data-testid="page-title" className="text-sm font-semibold text-ink">
          {t('pages.play')}
        </h1>
        <button
          type="button"
          onClick={() => void navigate('/', { replace: true })}
          className="rounded-full border border-white/20 px-4 py-1.5 text-xs font-semibold text-ink hover:border-primary hover:text-primary"
        >
          {t('pages.leaveGame')}
        </button>
      </div>
      <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
        <NotAvailable showHomeLink={false} />
      </div>
    </div>
  );
}
