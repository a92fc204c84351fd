import type { LangCode, TCustomerServiceChannel } from '@arks/contracts';
import { useTranslation } from 'react-i18next';
import { useCustomerServiceChannels } from '../api/customer-service-channels';
import { channelLink } from '../logic/channel-link';
import { ChannelIcon } from './channel-icon';

/** The /service page's body: the site's channels as links, or a line saying there are none. */
export function CustomerServiceChannelList({ siteId, language }: { siteId: number; language: LangCode }) {
  const { t } = useTranslation();
  const channels = useCustomerServiceChannels(siteId, language);
  if (channels.isPending) {
    return (
      <div
        role="status"
        aria-label={t('customerService.loading')}
        className="h-40 animate-pulse rounded-card bg-fill"
      />
    );
  }
  if (channels.isError) {
    return (
      <p
        role="alert"
        className="rounded-card border border-line bg-fill p-6 text-center text-sm text-ink-muted"
      >
        {t('customerService.failed')}
      </p>
    );
  }
  return <ChannelLinks channels={channels.data} />;
}

/** Channels the page cannot link (a value its kind refuses) are left out, as if staff had not set them. */
export function ChannelLinks({ channels }: { channels: TCustomerServiceChannel[] }) {
  const { t } = useTranslation();
  const shown = channels.flatMap((channel) => {
    const link = channelLink(channel);
    return link ? [{ ...link, title: channel.title }] : [];
  });
  if (shown.length === 0) {
    return (
      <p
        data-testid="customer-service-empty"
        className="rounded-card border border-dashed border-line-strong p-10 text-center text-sm text-ink-muted"
      >
        {t('customerService.none')}
      </p>
    );
  }
  return (
    <ul
      data-testid="customer-service-channels"
      aria-label={t('customerService.listLabel')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      {shown.map((link, i) => {
        const kindName = t(`customerService.kinds.${link.kind}`);
        return (
          <li key={`${link.kind}-${i}`}>
            <a
              href={link.href}
              target={link.newTab ? '_blank' : undefined}
              rel={link.newTab ? 'noopener noreferrer' : undefined}
              data-channel={link.kind}
              className="flex items-center gap-4 rounded-card border border-line bg-surface p-4 transition hover:border-primary/50 hover:bg-fill focus-visible:outline-2 focus-visible:outline-primary"
            >
              <ChannelIcon kind={link.kind} />
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{link.title || kindName}</span>{' '}
                <span className="block truncate text-sm text-ink-muted">
                  {link.title ? `${kindName} · ` : ''}
                  {link.shown}
                </span>
                {link.newTab ? <span className="sr-only"> {t('common.openInNewTab')}</span> : null}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
