import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { GameFilter } from '../logic/game-filter';

interface Props {
  filter: GameFilter;
  providers: { gp_id: string; gp_name: string }[];
  tags: string[];
  onChange(filter: GameFilter): void;
}

const chip = (on: boolean) =>
  clsx(
    'h-8 shrink-0 rounded-chip border px-3 text-xs font-medium transition focus-visible:outline-2 focus-visible:outline-primary',
    on ? 'border-primary bg-primary/15 text-ink' : 'border-line text-ink-muted hover:text-ink',
  );

/** Search box, then provider and tag chips when the hall has more than one of them to choose from. */
export function GameFilterBar({ filter, providers, tags, onChange }: Props) {
  const { t } = useTranslation();
  const chips = <K extends 'gpId' | 'tag'>(
    key: K,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <div role="group" aria-label={label} className="flex gap-2 overflow-x-auto pb-1">
      {[{ value: null, label: t('games.filter.all') }, ...options].map((o) => (
        <button
          key={o.value ?? ''}
          type="button"
          aria-pressed={filter[key] === o.value}
          data-testid={`filter-${key}-${o.value ?? 'all'}`}
          onClick={() => onChange({ ...filter, [key]: o.value })}
          className={chip(filter[key] === o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
  return (
    <div className="flex flex-col gap-3">
      <input
        type="search"
        value={filter.q}
        onChange={(e) => onChange({ ...filter, q: e.target.value })}
        placeholder={t('games.filter.search')}
        aria-label={t('games.filter.search')}
        data-testid="game-search"
        maxLength={64}
        className="h-10 w-full rounded-control border border-line bg-fill px-4 text-sm text-ink placeholder:text-ink-faint focus:border-primary focus:outline-none sm:max-w-xs"
      />
      {providers.length > 1
        ? chips(
            'gpId',
            t('games.filter.provider'),
            providers.map((p) => ({ value: p.gp_id, label: p.gp_name })),
          )
        : null}
      {tags.length > 0
        ? chips(
            'tag',
            t('games.filter.tag'),
            tags.map((tag) => ({ value: tag, label: t(`games.tags.${tag}`, { defaultValue: tag }) })),
          )
        : null}
    </div>
  );
}
