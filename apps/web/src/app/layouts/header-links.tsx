import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AppLink } from '../../features/navigation/components/app-link';
import { useSiteLinks } from './use-site-links';

const pill =
  'block rounded-full px-3 py-1.5 text-sm whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-primary';
const menuItem =
  'block rounded-lg px-3 py-2 text-sm whitespace-nowrap text-ink/80 outline-none data-[highlighted]:bg-white/10 data-[highlighted]:text-ink';
const GAP = 4; // gap-1 between the entries

function MoreLabel() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1">
      {t('nav.more')}
      <svg viewBox="0 0 20 20" className="size-4 text-ink/60" aria-hidden>
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
export function HeaderLinks() {
  const { t } = useTranslation();
  const links = useSiteLinks().filter((link) => link.id !== 'home');
  const entries: { id: string; label: string; inline: ReactNode; item: ReactNode }[] = [
    ...links.map((link) => ({
      id: link.id,
      label: link.label,
      inline: (
        <NavLink
          to={link.to}
          className={({ isActive }) =>
            clsx(pill, isActive ? 'bg-white/10 text-ink' : 'text-ink/65 hover:text-ink')
          }
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
          className={clsx(pill, 'text-ink/65 hover:text-ink')}
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
      className="relative hidden min-w-0 flex-1 xl:block"
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
      <ul className="flex items-center gap-1">
        {inline.map((entry) => (
          <li key={entry.id}>{entry.inline}</li>
        ))}
        {rest.length ? (
          <li>
            <DropdownMenu.Root modal={false}>
              <DropdownMenu.Trigger
                data-testid="header-more"
                className={clsx(
                  pill,
                  'text-ink/65 hover:text-ink data-[state=open]:bg-white/10 data-[state=open]:text-ink',
                )}
              >
                <MoreLabel />
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content
                  align="start"
                  sideOffset={8}
                  data-testid="header-more-menu"
                  className="z-50 min-w-44 rounded-xl border border-white/10 bg-surface p-1.5 text-ink shadow-2xl shadow-black/60"
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
