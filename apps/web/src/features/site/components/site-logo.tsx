import clsx from 'clsx';
import { Link } from 'react-router';
import type { LayoutMode } from '../../../lib/layout-mode';
import { useTemplate } from '../../../theme/theme-context';
import { useWebLogo } from '../api/web-logo';
import { pickLogo } from '../logic/logo-pick';

/**
 * The operator's logo from /api/web/logo, drawn for the template's scheme (a light template takes
 * the light-background variant where there is one); the site title stands in until (or unless) one
 * is configured.
 */
export function SiteLogo({ siteId, title, mode }: { siteId: number; title: string; mode: LayoutMode }) {
  const logos = useWebLogo(siteId);
  const { scheme } = useTemplate();
  const logo = logos.data ? pickLogo(logos.data.list, mode, scheme) : undefined;
  return (
    <Link
      to="/"
      data-testid="site-logo"
      className={clsx(
        'flex min-w-0 items-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary',
        // On phones the logo gives way to the buttons beside it when a language's labels run long.
        mode === 'mobile' && 'shrink',
        // On desktop the header's links give way instead (they fold into a More menu).
        mode === 'desktop' && 'shrink-0',
      )}
    >
      {logo ? (
        <img
          src={logo.photo_path}
          alt={title}
          className={
            mode === 'desktop'
              ? 'h-10 w-auto max-w-56 object-contain'
              : 'h-7 w-auto max-w-full object-contain object-left sm:max-w-[140px]'
          }
        />
      ) : (
        <span className="truncate bg-gradient-to-r from-primary to-secondary bg-clip-text text-lg font-extrabold tracking-tight text-transparent">
          {title}
        </span>
      )}
    </Link>
  );
}
