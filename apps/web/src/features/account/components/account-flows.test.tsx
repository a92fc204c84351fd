import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideClientCaptcha } from '@arks/contracts';
import { renderApp } from '../../../test/render-app';
import { envConfig, siteFetch } from '../../../test/site-fixtures';

type Answer = { code: number; message?: string; data?: unknown };
type Handler = (body: Record<string, unknown>) => Answer;

let calls: { url: string; body: Record<string, unknown> }[] = [];

function stubServer(handlers: Record<string, Handler>, env = envConfig) {
  const site = siteFetch({ '/api/arks/web/site/detail': () => ({ site_id: 1, env_config: env }) });
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

const member = {
  token: 'tok-1',
  member_id: 7,
  member_account: 'amy001',
  member_currency: 'RMB',
  member_type: 1,
};
/** A member layout as the contract describes it (spec §3). */
const layout = (
  flags: {
    first_login_to_change_password?: 0 | 1;
    need_bank_account_deposit_verified?: 0 | 1;
    bank_account_bound?: 0 | 1;
  } = {},
) => ({
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
    ...flags,
  },
});

const base: Record<string, Handler> = {
  '/api/captcha': () => ({
    code: 1000,
    data: { token: 'cap-1', captcha: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', placeholder: '' },
  }),
  '/api/member/profile/common/layout': () => ({
    code: 1000,
    data: layout(),
  }),
  '/api/logout': () => ({ code: 1000 }),
};

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

async function openLogin() {
  fireEvent.click(await screen.findByTestId('header-login'));
  // The dialog's code and form library load on its first open: on busy cores, more than the default wait.
  const dialog = await screen.findByTestId('login-dialog', undefined, { timeout: 10_000 });
  await within(dialog).findByTestId('login-captcha-input');
  return dialog;
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

beforeEach(() => {
  localStorage.clear();
  setWidth(1440);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login modal (spec §4, §5, §8)', () => {
  it('shows only the first validation error', async () => {
    stubServer(base);
    renderApp('/');
    const dialog = await openLogin();
    fireEvent.click(within(dialog).getByTestId('login-submit'));
    expect((await within(dialog).findByTestId('login-error')).textContent).toBe('请输入账号');
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
  });

  it('logs in, stores the member and shows the account in the header', async () => {
    stubServer({ ...base, '/api/login': () => ({ code: 1000, data: member }) });
    renderApp('/');
    const dialog = await openLogin();
    fill('login-account', 'amy001');
    fill('login-password', 'abc123');
    fill('login-captcha-input', '1234');
    fireEvent.click(within(dialog).getByTestId('login-submit'));
    expect((await screen.findByTestId('header-account')).textContent).toBe('amy001');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('member_id')).toBe('7');
    expect(localStorage.getItem('currency')).toBe('RMB');
    expect(localStorage.getItem('member_type')).toBe('1');
    const login = calls.find((c) => c.url === '/api/login')!;
    expect(login.body).toMatchObject({
      account: 'amy001',
      password: 'abc123',
      site_id: 1,
      captcha_token: 'cap-1',
    });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/member/profile/common/layout')).toBe(true));
  });

  it('maps code 101 to account_error and refreshes the captcha', async () => {
    stubServer({ ...base, '/api/login': () => ({ code: 101, message: 'wrong' }) });
    renderApp('/');
    const dialog = await openLogin();
    fill('login-account', 'amy001');
    fill('login-password', 'abc123');
    fill('login-captcha-input', '1234');
    fireEvent.click(within(dialog).getByTestId('login-submit'));
    expect((await within(dialog).findByTestId('login-error')).textContent).toBe('账号或密码错误。');
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/captcha').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('shows a captcha when the server asks for one although the site has none (105 captcha_required)', async () => {
    stubServer({
      ...base,
      // The site asks for no captcha: an empty one, unless the form forces one.
      '/api/captcha': (body) => ({
        code: 1000,
        data:
          body.force === 1
            ? {
                token: 'cap-forced',
                captcha: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
                placeholder: '',
              }
            : { token: '', captcha: '', placeholder: '' },
      }),
      '/api/login': (body) =>
        body.captcha_token === 'cap-forced'
          ? { code: 1000, data: member }
          : { code: 105, message: 'verify', data: { captcha_required: true } },
    });
    renderApp('/');
    fireEvent.click(await screen.findByTestId('header-login'));
    const dialog = await screen.findByTestId('login-dialog');
    expect(within(dialog).queryByTestId('login-captcha-input')).toBeNull();
    fill('login-account', 'amy001');
    fill('login-password', 'abc123');
    fireEvent.click(within(dialog).getByTestId('login-submit'));
    expect((await within(dialog).findByTestId('login-error')).textContent).toBe(
      '该账号失败次数过多，请输入验证码后继续。',
    );
    await within(dialog).findByTestId('login-captcha-input');
    fill('login-captcha-input', 'k7m3');
    fireEvent.click(within(dialog).getByTestId('login-submit'));
    await waitFor(() => expect(screen.queryByTestId('login-dialog')).toBeNull());
    const last = calls.filter((c) => c.url === '/api/login').at(-1)!;
    expect(last.body).toMatchObject({ captcha_token: 'cap-forced', captcha_answer: 'k7m3' });
  });

  it('code 107 opens the device notice', async () => {
    stubServer({ ...base, '/api/login': () => ({ code: 107 }) });
    renderApp('/');
    const dialog = await openLogin();
    fill('login-account', 'amy001');
    fill('login-password', 'abc123');
    fill('login-captcha-input', '1234');
    fireEvent.click(within(dialog).getByTestId('login-submit'));
    expect(await within(dialog).findByTestId('device-modal')).toBeTruthy();
  });

  it('double validation: skip to the next question, answer and log in', async () => {
    stubServer({
      ...base,
      '/api/login': () => ({
        code: 1000,
        data: { member_login_id: 55, question: 'member_name', available_questions_count: 3 },
      }),
      '/api/login/double_validation/skip': () => ({
        code: 1000,
        data: { question: 'member_phone', available_questions_count: 2 },
      }),
      '/api/login/double_validation': (body) =>
        body.answer === '0912345678' ? { code: 1000, data: member } : { code: 103, message: 'no' },
    });
    renderApp('/');
    const dialog = await openLogin();
    fill('login-account', 'amy001');
    fill('login-password', 'abc123');
    fill('login-captcha-input', '1234');
    fireEvent.click(within(dialog).getByTestId('login-submit'));
    const question = await within(dialog).findByTestId('double-validation-question');
    expect(question.dataset.question).toBe('member_name');
    fireEvent.click(within(dialog).getByTestId('double-validation-submit'));
    expect((await within(dialog).findByTestId('double-validation-error')).textContent).toBe('请输入真实姓名');
    fireEvent.click(within(dialog).getByTestId('double-validation-skip'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('double-validation-question').dataset.question).toBe('member_phone'),
    );
    fill('double-validation-answer', '0912345678');
    fill('double-validation-captcha', 'abcd');
    fireEvent.click(within(dialog).getByTestId('double-validation-submit'));
    expect((await screen.findByTestId('header-account')).textContent).toBe('amy001');
    expect(calls.find((c) => c.url === '/api/login/double_validation')!.body).toMatchObject({
      member_login_id: '55',
      answer: '0912345678',
      captcha_answer: 'abcd',
      captcha_token: 'cap-1',
    });
  });
});

describe('member session', () => {
  function seed() {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('member_id', '7');
    localStorage.setItem('member_account', 'amy001');
    localStorage.setItem('currency', 'RMB');
    localStorage.setItem('member_type', '1');
  }

  it('logs out through /api/logout, clears storage and returns home', async () => {
    seed();
    stubServer(base);
    const { router } = renderApp('/user/Info');
    fireEvent.click(await screen.findByTestId('header-logout'));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(calls.some((c) => c.url === '/api/logout')).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('header-login')).toBeTruthy();
  });

  it('forces a password change when first_login_to_change_password is 1 (dialog on desktop)', async () => {
    seed();
    stubServer({
      ...base,
      '/api/member/profile/common/layout': () => ({
        code: 1000,
        data: layout({ first_login_to_change_password: 1 }),
      }),
    });
    renderApp('/');
    expect(await screen.findByTestId('forced-password-dialog')).toBeTruthy();
  });

  const unbound = {
    ...base,
    '/api/member/profile/common/layout': () => ({ code: 1000, data: layout({ bank_account_bound: 0 }) }),
  };

  it('spec §2 bank-account binding prompt: asked once per visit, not again after a reload', async () => {
    sessionStorage.clear();
    seed();
    stubServer(unbound);
    const first = renderApp('/');
    expect(await screen.findByTestId('bank-prompt')).toBeTruthy();
    // Not answered: a reload (a new app on the same tab) still does not ask a second time.
    first.unmount();
    renderApp('/discount');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/member/profile/common/layout')).toBe(true));
    await act(async () => {});
    expect(screen.queryByTestId('bank-prompt')).toBeNull();
  });

  it('spec §2 bank-account binding prompt: never on the binding page itself', async () => {
    sessionStorage.clear();
    seed();
    stubServer(unbound);
    renderApp('/user/BindAccount');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/member/profile/common/layout')).toBe(true));
    await act(async () => {});
    expect(screen.queryByTestId('bank-prompt')).toBeNull();
    expect(sessionStorage.getItem('bankPromptDismissed')).toBeNull();
  });

  it('spec §2 bank-account binding prompt: "bind now" leads to the binding page and closes it', async () => {
    sessionStorage.clear();
    seed();
    stubServer(unbound);
    const { router } = renderApp('/');
    fireEvent.click(await screen.findByTestId('bank-prompt-go'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/BindAccount'));
    expect(screen.queryByTestId('bank-prompt')).toBeNull();
  });

  it('query-token login stores the member from /get_info_data and resets the URL', async () => {
    stubServer({
      ...base,
      '/api/get_info_data': () => ({
        code: 1000,
        data: { tk: 'tok-q', member_id: 9, member_account: 'bob0001', member_currency: 'USD' },
      }),
    });
    const { router } = renderApp('/?tk=x&member_account=bob0001&member_currency=USD&member_id=9&enc=e1');
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-q'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.find((c) => c.url === '/api/get_info_data')!.body).toEqual({ enc: 'e1' });
  });

  it('demo sites sign in a labelled demo member without calling the server', async () => {
    stubServer(base, { ...envConfig, is_demo: true });
    renderApp('/');
    fireEvent.click(await screen.findByTestId('header-login'));
    fireEvent.click(await screen.findByTestId('demo-login'));
    expect(await screen.findByTestId('header-demo-badge')).toBeTruthy();
    await act(async () => {});
    expect(calls.some((c) => c.url === '/api/login')).toBe(false);
    expect(calls.some((c) => c.url === '/api/member/profile/common/layout')).toBe(false);
  });
});

describe('registration (spec §4, §5)', () => {
  const setting = (name: string, extra: Record<string, boolean> = {}) => ({
    name,
    currency: 'RMB',
    is_display: true,
    is_required: true,
    is_unique: false,
    is_member_center: false,
    is_verification: false,
    ...extra,
  });
  const settings: Handler = () => ({
    code: 1000,
    data: { list: [setting('member_name'), setting('member_phone', { is_verification: true })] },
  });

  async function openRegister() {
    fireEvent.click(await screen.findByTestId('header-register'));
    const dialog = await screen.findByTestId('login-dialog');
    await within(dialog).findByTestId('register-member_name');
    await within(dialog).findByTestId('register-captcha-input');
    return dialog;
  }

  function fillValid() {
    fill('register-account', 'newbie01');
    fill('register-password', 'abc123');
    fill('register-check-password', 'abc123');
    fill('register-member_name', '张三');
    fill('register-member_phone', '13800000000');
    fill('register-phone-verify', '123456');
    fill('register-captcha-input', 'abcd');
    fireEvent.click(screen.getByTestId('register-agreement'));
  }

  it('shows the configured fields, sends the SMS code with a 300 s timer and registers', async () => {
    stubServer({
      ...base,
      '/api/arks/web/register-settings': settings,
      '/api/register/sms': () => ({ code: 1000, data: { resend_after: 300 } }),
      '/api/register': () => ({ code: 1000, data: { ...member, member_account: 'newbie01' } }),
    });
    renderApp('/');
    const dialog = await openRegister();
    fillValid();
    fireEvent.click(within(dialog).getByTestId('register-send-sms'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('register-send-sms').textContent).toContain('05:00'),
    );
    expect(calls.find((c) => c.url === '/api/register/sms')!.body).toMatchObject({
      member_phone: '13800000000',
      currency: 'RMB',
      type: 'register_member',
    });
    fireEvent.click(within(dialog).getByTestId('register-submit'));
    expect((await screen.findByTestId('header-account')).textContent).toBe('newbie01');
    expect(calls.find((c) => c.url === '/api/register')!.body).toMatchObject({
      member_account: 'newbie01',
      member_name: '张三',
      member_phone: '13800000000',
      phone_verify: '123456',
      member_currency: 'RMB',
      captcha_token: 'cap-1',
    });
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/fb_tracking')?.body).toMatchObject({
        eventName: 'CompleteRegistration',
      }),
    );
  });

  it('validates with the shared schema (first error only) and maps server codes to fields', async () => {
    stubServer({
      ...base,
      '/api/arks/web/register-settings': settings,
      '/api/register': () => ({ code: 102, message: 'dup' }),
    });
    renderApp('/');
    const dialog = await openRegister();
    fillValid();
    fill('register-member_name', 'Zhang');
    fireEvent.click(within(dialog).getByTestId('register-submit'));
    expect((await within(dialog).findByTestId('register-error')).textContent).toBe('姓名须为中文');
    fill('register-member_name', '张三');
    fireEvent.click(within(dialog).getByTestId('register-submit'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('register-error').textContent).toBe('该账号已被注册。'),
    );
  });
});

describe('agent links (spec §2 /register, §3 cookies)', () => {
  it('remembers the agent and currency of /register?id=&currency= and locks them in the form', async () => {
    const Cookies = (await import('js-cookie')).default;
    stubServer({
      ...base,
      '/api/arks/web/register-settings': () => ({ code: 1000, data: { list: [] } }),
      '/api/register': () => ({ code: 1000, data: { ...member, member_currency: 'USD' } }),
    });
    renderApp('/register?id=12&currency=USD');
    const dialog = await screen.findByTestId('login-dialog');
    await within(dialog).findByTestId('register-form');
    expect(Cookies.get('member_agent')).toBe('12');
    expect(Cookies.get('register_type')).toBe('agent');
    expect(Cookies.get('ccy')).toBe('USD');
    await waitFor(() =>
      expect((within(dialog).getByTestId('register-currency') as HTMLInputElement).readOnly).toBe(true),
    );
    expect((within(dialog).getByTestId('register-currency') as HTMLInputElement).value).toBe('USD');
    expect((within(dialog).getByLabelText('推荐代理') as HTMLInputElement).value).toBe('12');
    fill('register-account', 'agentkid1');
    fill('register-password', 'abc123');
    fill('register-check-password', 'abc123');
    fill(
      await within(dialog)
        .findByTestId('register-captcha-input')
        .then(() => 'register-captcha-input'),
      'abcd',
    );
    fireEvent.click(screen.getByTestId('register-agreement'));
    fireEvent.click(within(dialog).getByTestId('register-submit'));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/register')).toBe(true));
    expect(calls.find((c) => c.url === '/api/register')!.body).toMatchObject({
      member_currency: 'USD',
      introducer: '12',
    });
    for (const name of ['member_agent', 'register_type', 'ccy']) Cookies.remove(name, { path: '/' });
  });
});

describe('agent domains (spec §3 browser storage, §9 cookies)', () => {
  it('remembers an agent domain in agent_domain_id and ccy for a day, and does not check again while they live', async () => {
    const Cookies = (await import('js-cookie')).default;
    const handlers = {
      ...base,
      '/api/arks/web/register-settings': () => ({ code: 1000, data: { list: [] } }),
      '/api/arks/web/check-agent-domain': () => ({
        code: 1000,
        data: { is_valid: 1, agent_id: 8, currency: 'USD' },
      }),
    };
    stubServer(handlers);
    const first = renderApp('/');
    fireEvent.click(await screen.findByTestId('header-register'));
    await screen.findByTestId('register-form');
    await waitFor(() => expect(Cookies.get('agent_domain_id')).toBe('8'));
    expect(Cookies.get('ccy')).toBe('USD');
    expect(calls.filter((c) => c.url === '/api/arks/web/check-agent-domain')).toHaveLength(1);
    first.unmount();

    // The next visit: the form locks the same agent and currency without asking.
    stubServer(handlers);
    renderApp('/');
    fireEvent.click(await screen.findByTestId('header-register'));
    const dialog = await screen.findByTestId('login-dialog');
    await within(dialog).findByTestId('register-form');
    await waitFor(() =>
      expect((within(dialog).getByTestId('register-currency') as HTMLInputElement).value).toBe('USD'),
    );
    expect((within(dialog).getByLabelText('推荐代理') as HTMLInputElement).value).toBe('8');
    expect(calls.some((c) => c.url === '/api/arks/web/check-agent-domain')).toBe(false);
    for (const name of ['agent_domain_id', 'ccy']) Cookies.remove(name, { path: '/' });
  });
});

describe('forgot password (spec §4, §5)', () => {
  const setting = (name: string, currency: string, is_required = false) => ({
    name,
    currency,
    is_display: true,
    is_required,
    is_unique: false,
    is_member_center: true,
    is_verification: false,
  });
  async function openForgot(list: ReturnType<typeof setting>[]) {
    stubServer({ ...base, '/api/arks/web/register-settings': () => ({ code: 1000, data: { list } }) });
    renderApp('/');
    const dialog = await openLogin();
    fireEvent.click(within(dialog).getByTestId('login-forgot'));
    await within(dialog).findByTestId('verify-form');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/arks/web/register-settings')).toBe(true));
    return dialog;
  }

  it('asks for no withdraw password on a site whose registration never collected one', async () => {
    const dialog = await openForgot([setting('member_phone', 'RMB', true), setting('member_phone', 'USD')]);
    await waitFor(() => expect(within(dialog).queryByTestId('verify-withdraw')).toBeNull());
    expect(within(dialog).queryByTestId('verify-email')).toBeNull();
    expect(within(dialog).getByTestId('verify-phone')).toBeTruthy();
  });

  it('asks for the withdraw password where registration collected it', async () => {
    const dialog = await openForgot([
      setting('withdraw_password', 'RMB', true),
      setting('withdraw_password', 'USD', true),
      setting('member_email', 'RMB'),
    ]);
    await waitFor(() => expect(within(dialog).getByTestId('verify-withdraw')).toBeTruthy());
    expect(within(dialog).getByTestId('verify-email')).toBeTruthy();
  });

  describe('by SMS where the site verifies phones (spec §4 member reset, §9 forgot timer 300 s)', () => {
    const key = btoa('k3y-for-test');
    const smsSite = (sms: Handler) => {
      stubServer({
        ...base,
        '/api/arks/web/register-settings': () => ({
          code: 1000,
          data: { list: [{ ...setting('member_phone', 'RMB', true), is_verification: true }] },
        }),
        '/api/clientCaptcha': () => ({
          code: 1000,
          data: { text: hideClientCaptcha('hk7p', key), svg: hideClientCaptcha('<svg/>', key), key },
        }),
        '/api/register/sms': sms,
        '/api/arks/web/vx/verify': () => ({ code: 1000, data: { token: 'tok-sms' } }),
        '/api/arks/web/vx/reset': () => ({ code: 1000 }),
      });
    };
    async function openSms() {
      renderApp('/');
      const dialog = await openLogin();
      fireEvent.click(within(dialog).getByTestId('login-forgot'));
      fireEvent.click(await within(dialog).findByTestId('verify-method-sms'));
      return dialog;
    }

    it('spec §9: sends the code for the account and phone, then counts down 300 s on the resend button', async () => {
      smsSite(() => ({ code: 1000, data: { resend_after: 300 } }));
      const dialog = await openSms();
      fill('verify-account', 'amy001');
      fill('verify-phone', '13800000000');
      fireEvent.click(within(dialog).getByTestId('verify-send-sms'));
      await waitFor(() =>
        expect(within(dialog).getByTestId('verify-send-sms').textContent).toContain('05:00'),
      );
      expect((within(dialog).getByTestId('verify-send-sms') as HTMLButtonElement).disabled).toBe(true);
      expect(calls.find((c) => c.url === '/api/register/sms')!.body).toMatchObject({
        account: 'amy001',
        member_phone: '13800000000',
        type: 'forgot_password',
      });
    });

    it('spec §4: verify with the code returns the token, then the new password is set with it', async () => {
      smsSite(() => ({ code: 1000, data: { resend_after: 300 } }));
      const dialog = await openSms();
      fill('verify-account', 'amy001');
      fill('verify-phone', '13800000000');
      fill('verify-sms-code', '12345');
      await waitFor(() => expect(calls.some((c) => c.url === '/api/clientCaptcha')).toBe(true));
      fill('verify-captcha', 'HK7P');
      fireEvent.click(within(dialog).getByTestId('verify-submit'));
      // Six digits (§9): five are refused in the browser.
      expect((await within(dialog).findByTestId('verify-error')).textContent).not.toBe('');
      expect(calls.some((c) => c.url === '/api/arks/web/vx/verify')).toBe(false);
      fill('verify-sms-code', '123456');
      fireEvent.click(within(dialog).getByTestId('verify-submit'));
      await within(dialog).findByTestId('reset-form');
      expect(calls.find((c) => c.url === '/api/arks/web/vx/verify')!.body).toMatchObject({
        account: 'amy001',
        member_phone: '13800000000',
        method: 'sms',
        phone_verify: '123456',
      });
      fill('reset-password', 'newpw123');
      fill('reset-check', 'newpw123');
      fireEvent.click(within(dialog).getByTestId('reset-submit'));
      await waitFor(() =>
        expect(calls.find((c) => c.url === '/api/arks/web/vx/reset')?.body).toMatchObject({
          account: 'amy001',
          password: 'newpw123',
          token: 'tok-sms',
        }),
      );
    });

    it('spec §8 SMS 102: a code asked too early shows the five-minute message and starts no timer', async () => {
      smsSite(() => ({ code: 102, message: 'too soon' }));
      const dialog = await openSms();
      fill('verify-account', 'amy001');
      fill('verify-phone', '13800000000');
      fireEvent.click(within(dialog).getByTestId('verify-send-sms'));
      expect((await within(dialog).findByTestId('verify-error')).textContent).toBe(
        '验证码刚刚发送过，请五分钟后再试。',
      );
      expect((within(dialog).getByTestId('verify-send-sms') as HTMLButtonElement).disabled).toBe(false);
    });
  });
});
