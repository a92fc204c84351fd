import { LANGUAGES, isLangCode, type LangCode } from '@arks/contracts';
import * as DropdownMenu from '../../../components/lazy-dropdown-menu';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../../i18n/language-preference';
import { FlagIcon } from './flag-icon';

/** Spec §2 language selector with flags, offering the site's languages; none with only one. */
export function LanguageSelector({
  languages,
  compact = false,
}: {
  languages: readonly LangCode[];
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (languages.length < 2) return null;
  const current: LangCode = isLangCode(i18n.language) ? i18n.language : 'en_US';
  const meta = LANGUAGES[current];

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="language-selector"
        aria-label={`${t('language.label')}: ${meta.native}`}
        className={clsx(
          'inline-flex items-center gap-2 rounded-full border border-line bg-fill text-sm text-ink transition hover:border-primary/60 hover:bg-fill-strong focus-visible:outline-2 focus-visible:outline-primary data-[state=open]:border-primary/60',
          compact ? 'h-8 gap-1 px-2' : 'h-10 px-3',
        )}
      >
        <FlagIcon country={meta.country} className="h-4 w-6 shrink-0" />
        {compact ? null : <span className="max-w-28 truncate">{meta.native}</span>}
        <svg viewBox="0 0 20 20" className="size-4 text-ink-faint" fill="currentColor" aria-hidden>
          <path
            d="M5.5 7.5 10 12l4.5-4.5"
            stroke="currentColor"
            strokeWidth="1.6"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          data-testid="language-menu"
          className="z-50 max-h-[70vh] min-w-56 overflow-y-auto rounded-field border border-line bg-surface p-1.5 text-ink shadow-2xl shadow-scrim/60"
        >
          <DropdownMenu.Label className="px-3 pt-1.5 pb-2 text-xs font-medium tracking-wide text-ink-faint uppercase">
            {t('language.choose')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(value) => {
              if (isLangCode(value)) void switchLanguage(value);
            }}
          >
            {languages.map((code) => (
              <DropdownMenu.RadioItem
                key={code}
                value={code}
                lang={LANGUAGES[code].bcp47}
                data-testid={`language-option-${code}`}
                className="flex cursor-pointer items-center gap-3 rounded-field px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-fill-strong data-[state=checked]:text-primary"
              >
                <FlagIcon country={LANGUAGES[code].country} className="h-4 w-6 shrink-0" />
                <span className="flex-1">{LANGUAGES[code].native}</span>
                <DropdownMenu.ItemIndicator>
                  <svg
                    viewBox="0 0 20 20"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    aria-hidden
                  >
                    <path d="M4.5 10.5l3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
