import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AppLink } from '../../features/navigation/components/app-link';
import { classifyTarget } from '../../features/navigation/logic/link-target';
import { useSiteContext } from '../../features/site/components/use-site-context';
import { useDepositEntry } from './use-deposit-entry';

const item =
  'flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium transition focus-visible:outline-2 focus-visible:outline-primary';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden
    >
      {children}
    </svg>
  );
}

const isExternal = (href: string) => classifyTarget(href, window.location.origin).kind === 'external';

/** The mobile footer (spec §2): a fixed tab bar of the member's most used entries. */
export function MobileTabBar() {
  const { t } = useTranslation();
  const { env } = useSiteContext();
  const deposit = useDepositEntry('mobile');
  const serviceUrl = env.customer_service_url;

  return (
    <nav
      aria-label={t('nav.mobileTabs')}
      data-testid="mobile-tab-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-xl"
    >
      <div className="mx-auto flex h-16 max-w-lg items-stretch">
        <NavLink
          to="/"
          end
          className={({ isActive }) => clsx(item, isActive ? 'text-primary' : 'text-ink/60')}
        >
          <Icon>
            <path
              d="M4 11l8-6.5 8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z"
              strokeLinejoin="round"
            />
          </Icon>
          {t('nav.home')}
        </NavLink>
        <NavLink
          to="/discount"
          className={({ isActive }) => clsx(item, isActive ? 'text-primary' : 'text-ink/60')}
        >
          <Icon>
            <rect x="3.5" y="8" width="17" height="12.5" rx="1.5" />
            <path d="M3.5 12h17M12 8v12.5M12 8c-1.5-3.5-6-4-6-1.2C6 8 9 8 12 8zm0 0c1.5-3.5 6-4 6-1.2C18 8 15 8 12 8z" />
          </Icon>
          {t('nav.promotions')}
        </NavLink>
        <button
          type="button"
          onClick={deposit}
          data-testid="tab-deposit"
          className={clsx(item, 'text-ink/60')}
        >
          <span className="-mt-6 grid size-12 place-items-center rounded-full bg-gradient-to-b from-primary to-primary/75 text-canvas shadow-lg shadow-primary/30 ring-4 ring-canvas">
            <Icon>
              <rect x="3" y="6" width="18" height="13" rx="2" />
              <path d="M3 10h18M7 15h4" strokeLinecap="round" />
            </Icon>
          </span>
          {t('nav.deposit')}
        </button>
        {serviceUrl ? (
          // The customer-service address may be a chat elsewhere or a page of this site (/main/7).
          <AppLink
            href={serviceUrl}
            mode="mobile"
            target={isExternal(serviceUrl) ? '_blank' : undefined}
            rel={isExternal(serviceUrl) ? 'noopener noreferrer' : undefined}
            className={clsx(item, 'text-ink/60')}
          >
            <Icon>
              <path d="M5 13v-1a7 7 0 0 1 14 0v1" />
              <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
              <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
            </Icon>
            {t('nav.service')}
          </AppLink>
        ) : null}
        <AppLink href="/user" mode="mobile" className={clsx(item, 'text-ink/60')}>
          <Icon>
            <circle cx="12" cy="8.5" r="4" />
            <path d="M4.5 20.5c1-4 4-6 7.5-6s6.5 2 7.5 6" strokeLinecap="round" />
          </Icon>
          {t('nav.account')}
        </AppLink>
      </div>
    </nav>
  );
}
