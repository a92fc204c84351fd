import type { ReactNode } from 'react';

interface PageFrameProps {
  title: string;
  subtitle?: string;
  /** Artwork or an icon beside the heading. */
  icon?: ReactNode;
  /** Extra navigation under the heading (hall switcher, tabs). */
  nav?: ReactNode;
  children: ReactNode;
}

/** Every sub-page's frame: a heading band and a content column of the site's width. */
export function PageFrame({ title, subtitle, icon, nav, children }: PageFrameProps) {
  return (
    <div className="pb-16">
      <div className="border-b border-white/8 bg-gradient-to-b from-white/[0.04] to-transparent">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-6 sm:px-6 lg:pt-12">
          <div className="flex items-center gap-4">
            {icon}
            <div className="min-w-0">
              <h1 data-testid="page-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                {title}
              </h1>
              {subtitle ? <p className="mt-1 text-sm text-ink/60">{subtitle}</p> : null}
            </div>
          </div>
          {nav ? <div className="mt-6">{nav}</div> : null}
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">{children}</div>
    </div>
  );
}
