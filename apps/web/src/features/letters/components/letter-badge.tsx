import { useTranslation } from 'react-i18next';
import { useLetterPage } from '../api/letters';
import { badgeText } from '../logic/badge';

/** The unread count beside the inbox link; updated live by the letter events. */
export function LetterBadge({ memberId }: { memberId: string | null }) {
  const { t } = useTranslation();
  const { data } = useLetterPage(memberId, 1);
  const text = badgeText(data?.unread_count ?? 0);
  if (!text) return null;
  return (
    <span
      data-testid="letter-badge"
      aria-label={t('letters.unread', { count: data?.unread_count ?? 0 })}
      className="rounded-chip bg-primary px-1.5 py-0.5 text-[10px] font-bold leading-none text-on-primary"
    >
      {text}
    </span>
  );
}
