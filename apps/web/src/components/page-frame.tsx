import clsx from 'clsx';
import type { ReactNode } from 'react';

interface PageFrameProps {
  title: string;
  subtitle?: string;
  /** Artwork or an icon beside the heading. */
  icon?: ReactNode;
  /** Extra navigation under the heading (hall switcher, tabs). */
  nav?: ReactNode;
  /** A rail beside the content (a template's hall side rail): narrow on phones, wider on desktops. */
  aside?: ReactNode;
  children: ReactNode;
}

/** Every sub-page's frame: a heading band and a content column of the site's width. */
export function PageFrame({ title, subtitle, icon, nav, aside, children }: PageFrameProps) {
  return (
    <div className="pb-16">
      <div className="border-b border-line bg-gradient-to-b from-fill to-transparent">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-6 sm:px-6 lg:pt-12">
          <div className="flex items-center gap-4">
            {icon}
            <div className="min-w-0">
              <h1 data-testid="page-title" className="font-heading text-title text-ink">
                {title}
              </h1>
              {subtitle ? <p className="mt-1 text-sm text-ink-faint">{subtitle}</p> : null}
            </div>
          </div>
          {nav ? <div className="mt-6">{nav}</div> : null}
        </div>
      </div>
      <div
        className={clsx(
          'mx-auto max-w-7xl pt-8 sm:px-6',
          aside
            ? 'grid grid-cols-[76px_minmax(0,1fr)] gap-3 px-2 lg:grid-cols-[220px_minmax(0,1fr)] lg:gap-8'
            : 'px-4',
        )}
      >
        {aside ? <aside className="sticky top-24 self-start">{aside}</aside> : null}
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
