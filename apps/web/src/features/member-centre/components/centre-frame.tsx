import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface CentreMenuGroup {
  label: string | null;
  items: { key: string; label: string; href: string; active: boolean }[];
}

/** The member and agent centres share one frame: a side menu and the selected page beside it. */
export function CentreFrame(props: {
  title: string;
  menuLabel: string;
  groups: CentreMenuGroup[];
  heading: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:pt-10">
      <h1 data-testid="page-title" className="font-heading text-title text-ink">
        {props.title}
      </h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[240px_1fr]">
        <nav
          aria-label={props.menuLabel}
          data-testid="centre-menu"
          className="scrollbar-none -mx-4 flex gap-1 overflow-x-auto px-4 lg:mx-0 lg:block lg:rounded-card lg:border lg:border-line lg:bg-surface lg:p-3"
        >
          {props.groups.map((group, index) => (
            <div
              key={group.label ?? index}
              // Phones get one scrolling row of every page; desktops the grouped side menu.
              className={clsx('contents lg:block', index > 0 && 'lg:mt-3 lg:border-t lg:border-line lg:pt-3')}
            >
              {group.label ? (
                <p className="hidden px-3 pb-1 text-xs font-semibold tracking-wide text-ink-faint uppercase lg:block">
                  {group.label}
                </p>
              ) : null}
              <ul className="contents lg:block">
                {group.items.map((item) => (
                  <li key={item.key} className="shrink-0">
                    <Link
                      to={item.href}
                      aria-current={item.active ? 'page' : undefined}
                      className={clsx(
                        'block rounded-control border border-line px-3.5 py-2 text-sm whitespace-nowrap transition lg:rounded-field lg:border-0 lg:whitespace-normal focus-visible:outline-2 focus-visible:outline-primary',
                        item.active
                          ? 'bg-primary/15 font-semibold text-primary'
                          : 'text-ink-muted hover:bg-fill hover:text-ink',
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <section aria-labelledby="centre-heading" className="min-w-0">
          <h2 id="centre-heading" className="mb-4 text-lg font-semibold text-ink">
            {props.heading}
          </h2>
          {props.children}
        </section>
      </div>
    </div>
  );
}
