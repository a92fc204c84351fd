import type { TCustomerServiceChannel } from '@arks/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentKeys } from '../../../api/query-keys';
import { writeLanguageCookies } from '../../../i18n/language-preference';
import { renderApp } from '../../../test/render-app';
import { siteFetch } from '../../../test/site-fixtures';

const CHANNELS: TCustomerServiceChannel[] = [
  { kind: 'telegram', value: 'koi_support', title: 'Telegram support' },
  { kind: 'phone', value: '+442079460123', title: '' },
  { kind: 'whatsapp', value: '+447700900123', title: '' },
  { kind: 'line', value: '@koi.th', title: '' },
  { kind: 'zalo', value: '0912345678', title: '' },
  { kind: 'email', value: 'service@koi.example', title: '' },
  { kind: 'live_chat', value: 'https://chat.koi.example/room', title: '' },
  // A value its kind refuses is left out, never linked.
  { kind: 'live_chat', value: 'javascript:alert(1)', title: 'Broken' },
];

let server: ReturnType<typeof siteFetch>;
let channels: TCustomerServiceChannel[];

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

beforeEach(() => {
  channels = CHANNELS;
  server = siteFetch({ '/api/arks/web/customer-service': () => ({ list: channels }) });
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  writeLanguageCookies('en_US');
  setWidth(1440);
});
afterEach(() => vi.unstubAllGlobals());

const answered = (queryClient: QueryClient) =>
  queryClient.getQueryState([...contentKeys.customerService(1), 'en_US'])?.status === 'success';
const channelCalls = () => server.calls.filter((c) => c.url === '/api/arks/web/customer-service');

describe('customer-service page', () => {
  it('links every channel by its kind, labelled for screen readers, and leaves out a broken one', async () => {
    renderApp('/service');
    const list = await screen.findByRole('list', { name: 'Customer-service channels' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://t.me/koi_support',
      'tel:+442079460123',
      'https://wa.me/447700900123',
      'https://line.me/R/ti/p/%40koi.th',
      'https://zalo.me/0912345678',
      'mailto:service@koi.example',
      'https://chat.koi.example/room',
    ]);
    expect(screen.queryByText('Broken')).toBeNull();

    // A staff label names the channel, with its kind and handle beside it; apps open in a new tab.
    const telegram = within(list).getByRole('link', { name: /Telegram support/ });
    expect(telegram.textContent).toContain('Telegram · @koi_support');
    expect(telegram.getAttribute('target')).toBe('_blank');
    expect(telegram.getAttribute('rel')).toBe('noopener noreferrer');
    expect(telegram.textContent).toContain('(opens in a new tab)');
    // Without a label the kind names it; a phone call stays in this window.
    const phone = within(list).getByRole('link', { name: /Phone/ });
    expect(phone.textContent).toContain('+442079460123');
    expect(phone.getAttribute('target')).toBeNull();
    expect(within(list).getByRole('link', { name: /^Live chat chat\.koi\.example/ })).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Customer service');
  });

  it('says so when the site has no channels', async () => {
    channels = [];
    renderApp('/service');
    expect((await screen.findByTestId('customer-service-empty')).textContent).toBe(
      'No customer-service channels have been set up for this site yet.',
    );
  });

  it('refetches when the realtime event invalidates the customer-service key', async () => {
    const { queryClient } = renderApp('/service');
    await screen.findByRole('list', { name: 'Customer-service channels' });
    const before = channelCalls().length;
    channels = [{ kind: 'email', value: 'new@koi.example', title: '' }];
    await act(() => queryClient.invalidateQueries({ queryKey: contentKeys.customerService(1) }));
    await waitFor(() => expect(screen.getByRole('link', { name: /new@koi\.example/ })).toBeTruthy());
    expect(channelCalls().length).toBeGreaterThan(before);
  });
});

describe('customer-service entry points', () => {
  it('appear in the header and the mobile tab bar while the site has channels', async () => {
    renderApp('/');
    const header = await screen.findByTestId('header-links');
    const entry = await within(header).findByRole('link', { name: 'Customer service' });
    expect(entry.getAttribute('href')).toBe('/service');
  });

  it('leave the header when there are none', async () => {
    channels = [];
    const { queryClient } = renderApp('/');
    const header = await screen.findByTestId('header-links');
    await waitFor(() => expect(answered(queryClient)).toBe(true));
    expect(within(header).getByRole('link', { name: 'Promotions' })).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Customer service' })).toBeNull();
  });

  it('send the mobile tab to the site’s service address when there are none', async () => {
    channels = [];
    setWidth(390);
    const { queryClient } = renderApp('/');
    const tab = await screen.findByTestId('tab-service');
    await waitFor(() => expect(answered(queryClient)).toBe(true));
    expect(tab.getAttribute('href')).toBe('https://cs.example.com/');
  });

  it('send the mobile tab to the channel list when there are channels', async () => {
    setWidth(390);
    renderApp('/');
    await waitFor(() => expect(screen.getByTestId('tab-service').getAttribute('href')).toBe('/service'));
  });
});
