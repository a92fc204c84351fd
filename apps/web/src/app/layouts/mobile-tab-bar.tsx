import {
  DEFAULT_MOBILE_FOOTER,
  TAB_ICONS,
  type MobileFooterKind,
  type TMobileFooterItem,
} from '@arks/contracts';
import clsx from 'clsx';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AppLink } from '../../features/navigation/components/app-link';
import { classifyTarget } from '../../lib/link-target';
import { useMobileFooter } from '../../features/site/api/site-widgets';
import { useSiteContext } from '../../features/site/components/use-site-context';
import type { TabBarVariant } from '../../theme/template-theme';
import { useTemplate } from '../../theme/theme-context';
import { useDepositEntry } from './use-deposit-entry';
import { useHasCustomerService } from './use-site-links';

const item =
  'relative flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium transition focus-visible:outline-2 focus-visible:outline-primary';
/** The flat bar marks the current tab with a line along its top edge. */
const flatMark =
  'before:absolute before:inset-x-4 before:top-0 before:h-0.5 before:rounded-chip before:bg-primary';

const BAR: Record<TabBarVariant, string> = {
  raised: 'inset-x-0 bottom-0 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)]',
  flat: 'inset-x-0 bottom-0 border-t border-line-strong bg-surface pb-[env(safe-area-inset-bottom)]',
  floating:
    'inset-x-3 bottom-[calc(0.75rem+env(safe-area-inset-bottom))] rounded-card border border-line bg-overlay/95 shadow-xl shadow-scrim/30',
};

/** A tab's icon, shared with the console's preview of the bar (contracts tab-icons.ts). */
function TabIcon({ kind }: { kind: MobileFooterKind }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden
    >
      {TAB_ICONS[kind].map(({ shape, ...attributes }, i) => createElement(shape, { key: i, ...attributes }))}
    </svg>
  );
}

const isExternal = (href: string) => classifyTarget(href, window.location.origin).kind === 'external';

type TabProps = { item: TMobileFooterItem; label: string; bar: TabBarVariant };

/** The mobile footer (spec §2): a fixed tab bar the site sets per mobile template (spec §7 web-mobile-footer). */
export function MobileTabBar() {
  const { t } = useTranslation();
  const { siteId, env, language } = useSiteContext();
  const footer = useMobileFooter(siteId, env.mobile_template, language);
  const items = footer.data ?? DEFAULT_MOBILE_FOOTER;
  const theme = useTemplate();
  const bar: TabBarVariant = theme.mode === 'mobile' ? theme.tabBar : 'raised';
  return (
    <nav
      aria-label={t('nav.mobileTabs')}
      data-testid="mobile-tab-bar"
      data-tab-bar={bar}
      className={clsx('fixed z-40 backdrop-blur-xl', BAR[bar])}
    >
      <div className="mx-auto flex h-16 max-w-lg items-stretch">
        {items.map((it, i) => (
          <Tab key={`${it.kind}-${i}`} item={it} label={it.title || t(LABELS[it.kind])} bar={bar} />
        ))}
      </div>
    </nav>
  );
}

const LABELS: Record<TMobileFooterItem['kind'], string> = {
  home: 'nav.home',
  discount: 'nav.promotions',
  deposit: 'nav.deposit',
  service: 'nav.service',
  user: 'nav.account',
  letter: 'nav.letters',
  sponsor: 'nav.sponsor',
  app: 'nav.app',
  link: 'nav.link',
};

const PATHS: Partial<Record<TMobileFooterItem['kind'], string>> = {
  home: '/',
  discount: '/discount',
  sponsor: '/sponsor',
  app: '/app',
};

/** The deposit tab: raised above the bar, a filled circle in it, or a plain tab in the primary colour. */
const DEPOSIT: Record<TabBarVariant, string> = {
  raised:
    '-mt-6 grid size-12 place-items-center rounded-full bg-gradient-to-b from-primary to-primary/75 text-on-primary shadow-lg shadow-primary/30 ring-4 ring-canvas',
  floating:
    'grid size-9 place-items-center rounded-full bg-primary text-on-primary shadow-md shadow-primary/30',
  flat: 'grid place-items-center text-primary',
};

function Tab({ item: it, label, bar }: TabProps) {
  const { env } = useSiteContext();
  const hasChannels = useHasCustomerService();
  const deposit = useDepositEntry('mobile');
  if (it.kind === 'deposit') {
    return (
      <button
        type="button"
        onClick={deposit}
        data-testid="tab-deposit"
        className={clsx(item, bar === 'flat' ? 'font-semibold text-primary' : 'text-ink-muted')}
      >
        <span className={DEPOSIT[bar]}>
          <TabIcon kind="deposit" />
        </span>
        {label}
      </button>
    );
  }
  // The service tab opens the site's channel list when staff set one; otherwise the site's
  // customer-service address as before; with neither it is left out.
  const path = it.kind === 'service' && hasChannels ? '/service' : PATHS[it.kind];
  if (path) {
    return (
      <NavLink
        to={path}
        end={path === '/'}
        data-testid={`tab-${it.kind}`}
        className={({ isActive }) =>
          clsx(item, isActive ? clsx('text-primary', bar === 'flat' && flatMark) : 'text-ink-muted')
        }
      >
        <TabIcon kind={it.kind} />
        {label}
      </NavLink>
    );
  }
  const href =
    it.kind === 'service'
      ? env.customer_service_url
      : it.kind === 'user'
        ? '/user'
        : it.kind === 'letter'
          ? '/user?page=Letter'
          : it.url;
  // The customer-service address may be a chat elsewhere or a page of this site (/main/7).
  if (!href) return null;
  const outside = isExternal(href);
  return (
    <AppLink
      href={href}
      mode="mobile"
      data-testid={`tab-${it.kind}`}
      target={outside ? '_blank' : undefined}
      rel={outside ? 'noopener noreferrer' : undefined}
      className={clsx(item, 'text-ink-muted')}
    >
      <TabIcon kind={it.kind} />
      {label}
    </AppLink>
  );
}
