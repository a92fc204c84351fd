import { CROSS_TAB_CHANNEL, ThirdPartyLoginCode, type CrossTabMessage } from '@arks/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { siteFetch } from '../../../test/site-fixtures';

type Answer = { code: number; message?: string; data?: unknown };

let calls: { url: string; body: Record<string, unknown> }[] = [];

function stubServer(handlers: Record<string, (body: Record<string, unknown>) => Answer>) {
  const site = siteFetch();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
      calls.push({ url: input, body });
      const handler = handlers[input.split('?')[0]!];
      if (!handler) return site.fetch(input, init);
      const a = handler(body);
      return new Response(JSON.stringify({ code: a.code, message: a.message ?? '', data: a.data ?? null }), {
        headers: {
          'content-type': 'application/json',
          ...(a.code === 1000 ? { authorization: 'tok-9' } : {}),
        },
      });
    }),
  );
}

const member = {
  token: 'tok-9',
  member_id: 9,
  member_account: 'u0a1b2c3d4e5',
  member_currency: 'RMB',
  member_type: 1,
};
const providers = () => ({ code: 1000, data: { list: [{ key: 'line', name: 'LINE' }] } });

/** What the other tabs of the site hear on the cross-tab channel. */
function listen() {
  const heard: CrossTabMessage[] = [];
  const channel = new BroadcastChannel(CROSS_TAB_CHANNEL);
  channel.onmessage = (event: MessageEvent) => heard.push(event.data as CrossTabMessage);
  return { heard, close: () => channel.close() };
}

beforeEach(() => {
  localStorage.clear();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('third-party login: the login screen', () => {
  it('opens the auth popup on the click and sends it to the provider the server names', async () => {
    stubServer({
      '/api/third_party_login/providers': providers,
      '/api/third_party_login/start': () => ({ code: 1000, data: { url: 'https://id.example/auth?x=1' } }),
    });
    const popup = { closed: false, close: vi.fn(), location: { href: '/loading' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderApp('/');
    fireEvent.click(await screen.findByTestId('header-login'));
    const dialog = await screen.findByTestId('login-dialog');
    const button = await within(dialog).findByTestId('third-party-line');
    expect(button.textContent).toContain('LINE');
    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith('/loading', 'auth', expect.stringContaining('popup=yes'));
    await waitFor(() => expect(popup.location.href).toBe('https://id.example/auth?x=1'));
    expect(calls.find((c) => c.url === '/api/third_party_login/start')!.body).toEqual({
      site_id: 1,
      provider: 'line',
    });
  });

  it('closes the popup and says why when the server will not start the sign-in', async () => {
    stubServer({
      '/api/third_party_login/providers': providers,
      '/api/third_party_login/start': () => ({
        code: ThirdPartyLoginCode.PROVIDER_UNAVAILABLE,
        message: '此登录方式暂时无法使用',
      }),
    });
    const popup = { closed: false, close: vi.fn(), location: { href: '/loading' } };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderApp('/');
    fireEvent.click(await screen.findByTestId('header-login'));
    const dialog = await screen.findByTestId('login-dialog');
    fireEvent.click(await within(dialog).findByTestId('third-party-line'));
    expect((await within(dialog).findByTestId('third-party-error')).textContent).toBe(
      '此登录方式暂时无法使用',
    );
    expect(popup.close).toHaveBeenCalled();
  });

  it('shows no buttons when the site has no provider', async () => {
    stubServer({ '/api/third_party_login/providers': () => ({ code: 1000, data: { list: [] } }) });
    renderApp('/');
    fireEvent.click(await screen.findByTestId('header-login'));
    const dialog = await screen.findByTestId('login-dialog');
    await within(dialog).findByTestId('login-form');
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/third_party_login/providers'))).toBe(true),
    );
    expect(within(dialog).queryByTestId('third-party-login')).toBeNull();
  });

  it('logs in when the popup says authLogin, and the login dialog closes', async () => {
    stubServer({ '/api/third_party_login/providers': providers });
    renderApp('/');
    fireEvent.click(await screen.findByTestId('header-login'));
    await screen.findByTestId('login-dialog');
    const popupTab = new BroadcastChannel(CROSS_TAB_CHANNEL);
    popupTab.postMessage({ type: 'authLogin', data: member } satisfies CrossTabMessage);
    popupTab.close();
    expect((await screen.findByTestId('header-account')).textContent).toBe('u0a1b2c3d4e5');
    await waitFor(() => expect(screen.queryByTestId('login-dialog')).toBeNull());
    expect(localStorage.getItem('member_id')).toBe('9');
  });
});

describe('third-party login: /authCallback', () => {
  it('hands the provider answer to the server, tells the opener authLogin and closes', async () => {
    stubServer({ '/api/third_party_login/callback': () => ({ code: 1000, data: member }) });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const tabs = listen();
    try {
      renderApp('/authCallback?code=c-1&state=s-1&iss=https%3A%2F%2Fid.example');
      await waitFor(() => expect(tabs.heard).toEqual([{ type: 'authLogin', data: member }]));
      expect(close).toHaveBeenCalled();
      expect(calls.find((c) => c.url === '/api/third_party_login/callback')!.body).toEqual({
        site_id: 1,
        state: 's-1',
        code: 'c-1',
        iss: 'https://id.example',
      });
    } finally {
      tabs.close();
    }
  });

  it('tells the opener authLoginClose with the code, and shows why in a window that stayed open', async () => {
    stubServer({
      '/api/third_party_login/callback': () => ({
        code: ThirdPartyLoginCode.REFUSED,
        message: '第三方登录服务无法确认您的身份',
      }),
    });
    vi.spyOn(window, 'close').mockImplementation(() => {});
    const tabs = listen();
    try {
      renderApp('/authCallback?code=c-1&state=s-1');
      await waitFor(() =>
        expect(tabs.heard).toEqual([
          {
            type: 'authLoginClose',
            code: ThirdPartyLoginCode.REFUSED,
            message: '第三方登录服务无法确认您的身份',
          },
        ]),
      );
      expect((await screen.findByTestId('auth-callback-error')).textContent).toBe(
        '第三方登录服务无法确认您的身份',
      );
    } finally {
      tabs.close();
    }
  });

  it('closes quietly when the member declined at the provider, without asking the server', async () => {
    stubServer({});
    vi.spyOn(window, 'close').mockImplementation(() => {});
    const tabs = listen();
    try {
      renderApp('/authCallback?error=access_denied&state=s-1');
      await waitFor(() => expect(tabs.heard).toEqual([{ type: 'authLoginClose' }]));
      expect(calls.some((c) => c.url.includes('third_party_login'))).toBe(false);
    } finally {
      tabs.close();
    }
  });
});
