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
      <h1 data-testid="page-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {props.title}
      </h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[240px_1fr]">
        <nav
          aria-label={props.menuLabel}
          data-testid="centre-menu"
          className="rounded-2xl border border-white/8 bg-surface p-3"
        >
          {props.groups.map((group, index) => (
            <div
              key={group.label ?? index}
              className={clsx(index > 0 && 'mt-3 border-t border-white/8 pt-3')}
            >
              {group.label ? (
                <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-ink/45 uppercase">
                  {group.label}
                </p>
              ) : null}
              <ul className="flex flex-wrap gap-1 lg:block">
                {group.items.map((item) => (
                  <li key={item.key}>
                    <Link
                      to={item.href}
                      aria-current={item.active ? 'page' : undefined}
                      className={clsx(
                        'block rounded-lg px-3 py-2 text-sm transition focus-visible:outline-2 focus-visible:outline-primary',
                        item.active
                          ? 'bg-primary/15 font-semibold text-primary'
                          : 'text-ink/75 hover:bg-white/5 hover:text-ink',
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
