import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FriendFilter } from '../api/recommend-friends';
import { searchFilter } from '../logic/recommend-format';
import { FriendRows } from './friend-rows';

const field =
  'h-10 w-full rounded-field border border-line bg-surface px-3 text-sm text-ink focus:border-primary focus:outline-none';

/** RecommendMemberSearch: the member's own friends by part of an account and registration dates. */
export function RecommendMemberSearch(props: {
  memberId: string | null;
  currency: string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ account: '', from: '', to: '' });
  const [error, setError] = useState<'account' | 'to' | null>(null);
  const [filter, setFilter] = useState<FriendFilter | null>(null);
  const [page, setPage] = useState(1);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = searchFilter(form);
    if (!parsed.ok) return setError(parsed.field);
    setError(null);
    setFilter(parsed.filter);
    setPage(1);
  };

  return (
    <>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end" noValidate>
        <label className="flex flex-col gap-1 text-sm text-ink-muted">
          {t('recommend.search.account')}
          <input
            className={field}
            value={form.account}
            maxLength={12}
            placeholder={t('recommend.search.accountHint')}
            onChange={(e) => setForm({ ...form, account: e.target.value })}
            data-testid="recommend-search-account"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-ink-muted">
          {t('recommend.search.from')}
          <input
            type="date"
            className={field}
            value={form.from}
            onChange={(e) => setForm({ ...form, from: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-ink-muted">
          {t('recommend.search.to')}
          <input
            type="date"
            className={field}
            value={form.to}
            onChange={(e) => setForm({ ...form, to: e.target.value })}
          />
        </label>
        <button
          type="submit"
          className="h-10 rounded-field bg-primary px-5 text-sm font-semibold text-on-primary hover:opacity-90"
          data-testid="recommend-search-submit"
        >
          {t('recommend.search.submit')}
        </button>
      </form>
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t(error === 'to' ? 'recommend.search.errTo' : 'recommend.search.errAccount')}
        </p>
      )}
      <div className="mt-5">
        {filter ? (
          <FriendRows
            {...props}
            filter={filter}
            page={page}
            setPage={setPage}
            empty={t('recommend.search.none')}
          />
        ) : (
          <p className="text-sm text-ink-faint">{t('recommend.search.intro')}</p>
        )}
      </div>
    </>
  );
}
