import * as DropdownMenu from '../../components/lazy-dropdown-menu';
import clsx from 'clsx';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AppLink } from '../../features/navigation/components/app-link';
import { useSiteLinks } from './use-site-links';

/** How the links look: pills in a row, full-height tabs of a bar, or small text in a utility strip. */
export type HeaderLinksLook = 'pills' | 'tabs' | 'small';

const focus = 'transition focus-visible:outline-2 focus-visible:outline-primary';
const ENTRY: Record<HeaderLinksLook, string> = {
  pills: `block rounded-chip px-3 py-1.5 text-sm whitespace-nowrap ${focus}`,
  tabs: `flex h-full items-center border-b-2 border-transparent px-3 text-sm font-semibold whitespace-nowrap ${focus}`,
  small: `block px-2 py-1 text-xs whitespace-nowrap ${focus}`,
};
const STATE: Record<HeaderLinksLook, { on: string; off: string }> = {
  pills: { on: 'bg-fill-strong text-ink', off: 'text-ink-muted hover:text-ink' },
  tabs: { on: 'border-primary text-ink', off: 'text-ink-muted hover:text-ink' },
  small: { on: 'text-primary', off: 'text-ink-muted hover:text-ink' },
};
const menuItem =
  'block rounded-field px-3 py-2 text-sm whitespace-nowrap text-ink-muted outline-none data-[highlighted]:bg-fill-strong data-[highlighted]:text-ink';
const GAP = 4; // gap-1 between the entries

function MoreLabel() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1">
      {t('nav.more')}
      <svg viewBox="0 0 20 20" className="size-4 text-ink-faint" aria-hidden>
        <path
          d="M5.5 7.5 10 12l4.5-4.5"
          stroke="currentColor"
          strokeWidth="1.6"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}

/**
 * How many of the entries fit in `available` px, the More button included when some do not. Widths are
 * the entries' own (measured in the page's language); every entry fits when `available` is unknown.
 */
export function entriesThatFit(widths: readonly number[], moreWidth: number, available: number): number {
  if (available <= 0) return widths.length;
  const sum = (n: number) => widths.slice(0, n).reduce((a, w) => a + w, 0) + GAP * Math.max(0, n - 1);
  if (sum(widths.length) <= available) return widths.length;
  let n = widths.length - 1;
  while (n > 0 && sum(n) + GAP + moreWidth > available) n -= 1;
  return n;
}

/**
 * The desktop header's page links and the agent centre. Labels never wrap: in a language with long
 * names (Vietnamese, Thai) or beside a member's balance, the entries that do not fit go into a More
 * menu at the end rather than pushing into the logo.
 */
export function HeaderLinks({ look = 'pills' }: { look?: HeaderLinksLook }) {
  const pill = ENTRY[look];
  const { t } = useTranslation();
  const links = useSiteLinks().filter((link) => link.id !== 'home');
  const entries: { id: string; label: string; inline: ReactNode; item: ReactNode }[] = [
    ...links.map((link) => ({
      id: link.id,
      label: link.label,
      inline: (
        <NavLink
          to={link.to}
          className={({ isActive }) => clsx(pill, isActive ? STATE[look].on : STATE[look].off)}
        >
          {link.label}
        </NavLink>
      ),
      item: (
        <NavLink to={link.to} className={menuItem}>
          {link.label}
        </NavLink>
      ),
    })),
    {
      id: 'agent',
      label: t('nav.agent'),
      inline: (
        <AppLink
          href="/proxy"
          mode="desktop"
          data-testid="header-agent"
          className={clsx(pill, STATE[look].off)}
        >
          {t('nav.agent')}
        </AppLink>
      ),
      item: (
        <AppLink href="/proxy" mode="desktop" data-testid="header-agent" className={menuItem}>
          {t('nav.agent')}
        </AppLink>
      ),
    },
  ];

  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(entries.length);
  const labels = entries.map((entry) => entry.label).join('\n');

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const update = () => {
      const cells = [...measure.children].map((cell) => (cell as HTMLElement).offsetWidth);
      const more = cells.pop() ?? 0;
      setShown(entriesThatFit(cells, more, nav.clientWidth));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [labels]);

  const inline = entries.slice(0, shown);
  const rest = entries.slice(shown);
  return (
    <nav
      ref={navRef}
      aria-label={t('nav.menu')}
      data-testid="header-links"
      className={clsx('relative hidden min-w-0 flex-1 xl:block', look === 'tabs' && 'self-stretch')}
    >
      {/* The entries at their natural width, unseen: what fits is worked out from these. */}
      <ul ref={measureRef} aria-hidden className="pointer-events-none invisible absolute flex gap-1">
        {entries.map((entry) => (
          <li key={entry.id} className={pill}>
            {entry.label}
          </li>
        ))}
        <li className={pill}>
          <MoreLabel />
        </li>
      </ul>
      <ul className={clsx('flex items-center gap-1', look === 'tabs' && 'h-full')}>
        {inline.map((entry) => (
          <li key={entry.id} className={clsx(look === 'tabs' && 'h-full')}>
            {entry.inline}
          </li>
        ))}
        {rest.length ? (
          <li>
            <DropdownMenu.Root modal={false}>
              <DropdownMenu.Trigger
                data-testid="header-more"
                className={clsx(pill, STATE[look].off, 'data-[state=open]:text-ink')}
              >
                <MoreLabel />
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content
                  align="start"
                  sideOffset={8}
                  data-testid="header-more-menu"
                  className="z-50 min-w-44 rounded-field border border-line bg-overlay p-1.5 text-ink shadow-2xl shadow-scrim/40"
                >
                  {rest.map((entry) => (
                    <DropdownMenu.Item key={entry.id} asChild>
                      {entry.item}
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
