import { NATIVE_BRIDGE_MESSAGES } from '@arks/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { siteFetch } from '../../../test/site-fixtures';

type Answer = { code: number; message?: string; data?: unknown };
type Handler = (body: Record<string, unknown>) => Answer;

let calls: { url: string; body: Record<string, unknown> }[] = [];

function stubServer(handlers: Record<string, Handler>) {
  const site = siteFetch();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
      calls.push({ url: input, body });
      const handler = handlers[input];
      if (handler) {
        const a = handler(body);
        return new Response(
          JSON.stringify({ code: a.code, message: a.message ?? '', data: a.data ?? null }),
          {
            headers: { 'content-type': 'application/json' },
          },
        );
      }
      return site.fetch(input, init);
    }),
  );
}

const base: Record<string, Handler> = {
  '/api/captcha': () => ({
    code: 1000,
    data: { token: 'cap-1', captcha: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', placeholder: '' },
  }),
  '/api/member/profile/common/layout': () => ({
    code: 1000,
    data: {
      member_common_layout: {
        id: 7,
        member_account: 'amy001',
        member_type: 1,
        member_currency: 'RMB',
        member_cash: '0',
        is_agent: 0,
        agent_active: 0,
        agent_type: 0,
        agent_level: 0,
        is_playing: 0,
        cash_back_status: 0,
        wallet_status: 0,
        first_login_to_change_password: 0,
        need_bank_account_deposit_verified: 0,
        bank_account_bound: 1,
      },
    },
  }),
  '/api/logout': () => ({ code: 1000 }),
};

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

type AppWindow = Window & {
  webkit?: unknown;
  ArksApp?: unknown;
  arksAppReply?: (message: string, data: unknown) => void;
};
const appWindow = window as AppWindow;

/** Our iOS app's web view: the ArksApp/ios token and one script message handler per message. */
function simulateIosApp(names: readonly string[] = NATIVE_BRIDGE_MESSAGES) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(`${IPHONE} ArksApp/ios`);
  const posted: { handler: string; body: unknown }[] = [];
  appWindow.webkit = {
    messageHandlers: Object.fromEntries(
      names.map((handler) => [handler, { postMessage: (body: unknown) => posted.push({ handler, body }) }]),
    ),
  };
  return posted;
}

/** Our Android app's web view: the ArksApp/android token and the ArksApp interface. */
function simulateAndroidApp() {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(`${ANDROID} ArksApp/android`);
  const called: { method: string; json: string }[] = [];
  const api: Record<string, (json: string) => void> = {};
  for (const method of NATIVE_BRIDGE_MESSAGES) api[method] = (json) => called.push({ method, json });
  appWindow.ArksApp = api;
  return called;
}

function seedMember() {
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('member_id', '7');
  localStorage.setItem('member_account', 'amy001');
  localStorage.setItem('currency', 'RMB');
  localStorage.setItem('member_type', '1');
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

async function openLogin() {
  fireEvent.click(await screen.findByTestId('header-login'));
  const dialog = await screen.findByTestId('login-dialog');
  await within(dialog).findByTestId('login-captcha-input');
  return dialog;
}

/** Once the last answer is in and the new captcha shows: type the code again and submit. */
async function submitAgain(dialog: HTMLElement) {
  await waitFor(() =>
    expect((within(dialog).getByTestId('login-submit') as HTMLButtonElement).disabled).toBe(false),
  );
  fireEvent.change(await within(dialog).findByTestId('login-captcha-input'), { target: { value: '1234' } });
  fireEvent.click(within(dialog).getByTestId('login-submit'));
}

async function submitLogin(dialog: HTMLElement) {
  fill('login-account', 'amy001');
  fill('login-password', 'abc123');
  fill('login-captcha-input', '1234');
  fireEvent.click(within(dialog).getByTestId('login-submit'));
}

beforeEach(() => {
  localStorage.clear();
  // The desktop layout has the header's login and logout buttons.
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete appWindow.webkit;
  delete appWindow.ArksApp;
});

describe('logout in the native app (spec §4, §7 logout)', () => {
  it('tells the iOS app and stays on the page (no return to / in the iOS app)', async () => {
    const posted = simulateIosApp();
    seedMember();
    stubServer(base);
    const { router } = renderApp('/user/Info');
    fireEvent.click(await screen.findByTestId('header-logout'));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(calls.some((c) => c.url === '/api/logout')).toBe(true);
    await waitFor(() =>
      expect(posted.filter((p) => p.handler === 'logout')).toEqual([{ handler: 'logout', body: {} }]),
    );
    expect(await screen.findByTestId('header-login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/Info');
  });

  it('tells the Android app and returns to / as on the web', async () => {
    const called = simulateAndroidApp();
    seedMember();
    stubServer(base);
    const { router } = renderApp('/user/Info');
    fireEvent.click(await screen.findByTestId('header-logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(called.filter((c) => c.method === 'logout')).toEqual([{ method: 'logout', json: '{}' }]);
  });

  it('tells the app when the server ends the session (401)', async () => {
    const posted = simulateIosApp();
    seedMember();
    stubServer({ ...base, '/api/member/profile/common/layout': () => ({ code: 401, message: 'expired' }) });
    renderApp('/');
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(posted.filter((p) => p.handler === 'logout')).toHaveLength(1);
  });
});

describe('login in the native app (spec §3 device, §7 status, callTouchID, cleanAccPW)', () => {
  it('sends device 3 (app) from the app', async () => {
    simulateIosApp();
    stubServer({
      ...base,
      '/api/login': () => ({
        code: 1000,
        data: {
          token: 'tok-1',
          member_id: 7,
          member_account: 'amy001',
          member_currency: 'RMB',
          member_type: 1,
        },
      }),
    });
    renderApp('/');
    await submitLogin(await openLogin());
    await screen.findByTestId('header-account');
    expect(calls.find((c) => c.url === '/api/login')!.body).toMatchObject({ device: 3, account: 'amy001' });
  });

  it('sends desktop 1 on the plain web', async () => {
    stubServer({ ...base, '/api/login': () => ({ code: 101, message: 'wrong' }) });
    renderApp('/');
    await submitLogin(await openLogin());
    await waitFor(() => expect(calls.some((c) => c.url === '/api/login')).toBe(true));
    expect(calls.find((c) => c.url === '/api/login')!.body).toMatchObject({ device: 1 });
  });

  it('asks the app for a saved login, offers it, and sends callTouchID with its account', async () => {
    const posted = simulateIosApp();
    stubServer(base);
    renderApp('/');
    const dialog = await openLogin();
    await waitFor(() => expect(posted).toContainEqual({ handler: 'status', body: {} }));
    expect(within(dialog).queryByTestId('app-quick-login')).toBeNull();

    act(() => appWindow.arksAppReply!('status', { touch_id: true, account: 'amy001' }));
    const button = await within(dialog).findByTestId('app-quick-login');
    expect(button.textContent).toBe('使用指纹或面容登录 amy001');
    fireEvent.click(button);
    expect(posted).toContainEqual({ handler: 'callTouchID', body: { account: 'amy001' } });

    // The app could not unlock its login: the form says so; a cancelled prompt says nothing.
    act(() => appWindow.arksAppReply!('callTouchID', '{"ok":false}'));
    expect((await within(dialog).findByTestId('login-error')).textContent).toBe(
      '指纹或面容登录未成功，请使用密码登录。',
    );
    fireEvent.click(button);
    act(() => appWindow.arksAppReply!('callTouchID', { ok: false, cancelled: true }));
    expect(within(dialog).queryByTestId('login-error')?.textContent ?? '').toBe('');
  });

  it('offers nothing when the app has no saved login, or takes no callTouchID', async () => {
    const posted = simulateIosApp(['status', 'logout']);
    stubServer(base);
    renderApp('/');
    const dialog = await openLogin();
    expect(posted).toEqual([]);
    expect(within(dialog).queryByTestId('app-quick-login')).toBeNull();
  });

  it('tells the app to forget its saved login when the account is disabled (102) or frozen (103)', async () => {
    const posted = simulateIosApp();
    const forgets = () => posted.filter((p) => p.handler === 'cleanAccPW');
    let code = 102;
    stubServer({ ...base, '/api/login': () => ({ code, message: 'no' }) });
    renderApp('/');
    const dialog = await openLogin();
    await submitLogin(dialog);
    await waitFor(() => expect(forgets()).toHaveLength(1));
    code = 103;
    await submitAgain(dialog);
    await waitFor(() => expect(forgets()).toHaveLength(2));
    expect(forgets()).toEqual([
      { handler: 'cleanAccPW', body: { account: 'amy001' } },
      { handler: 'cleanAccPW', body: { account: 'amy001' } },
    ]);

    // A wrong password (101) leaves the saved login alone.
    code = 101;
    await submitAgain(dialog);
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/login')).toHaveLength(3));
    await waitFor(() =>
      expect(within(dialog).getByTestId('login-error').textContent).toBe('账号或密码错误。'),
    );
    expect(forgets()).toHaveLength(2);
  });
});
