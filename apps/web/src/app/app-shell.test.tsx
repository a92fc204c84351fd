import { screen, waitFor, within, fireEvent, act } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { siteFetch } from '../test/site-fixtures';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

let server: ReturnType<typeof siteFetch>;

beforeEach(() => {
  server = siteFetch();
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  setWidth(1440);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('app shell', () => {
  it('renders the desktop layout with header nav, footer sections and the site title', async () => {
    renderApp('/');
    const root = await screen.findByTestId('layout-root');
    expect(root.className).toContain('layout-desktop');
    expect(root.className).toContain('site-site01');
    expect(root.className).toContain('theme-gold');
    expect(root.className).toContain('lang-zh_CN');
    expect(root.className).toContain('template-pc');
    // Spec §3 local storage: site_name.
    expect(localStorage.getItem('site_name')).toBe('site01');

    // Site 1 defaults to zh_CN: Chinese title and Chinese navigation.
    await waitFor(() => expect(document.title).toBe('测试娱乐城'));
    const nav = screen.getByTestId('header-nav');
    // The halls as the server lists them for the site (spec §3 game type).
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(8));
    expect(within(nav).getByRole('link', { name: '电子游戏' }).getAttribute('href')).toBe(
      '/slotgame?gt_id=2&gp_id=Popular&house=0',
    );
    expect(within(nav).getByRole('link', { name: '真人视讯' }).getAttribute('href')).toBe('/gameHall/3');

    const service = await screen.findByTestId('footer-section-customer_service');
    const chat = within(service).getByRole('link', { name: /Live chat/ });
    expect(chat.className).toContain('outerLink');
    expect(chat.getAttribute('target')).toBe('_blank');
    const contact = within(service).getByRole('link', { name: 'Contact us' });
    expect(contact.className).not.toContain('outerLink');
    expect(contact.getAttribute('href')).toBe('/main/3');
    expect(screen.getByTestId('footer-section-discount')).toBeTruthy();

    // The hero comes from the template config; colours land on <html> as CSS variables.
    expect(await screen.findByText('Hero title')).toBeTruthy();
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--site-primary')).toBe('#d4af37'),
    );

    // Calls went through the wrapper with the language header and the resolved site id.
    const footerCall = server.calls.find((c) => c.url === '/api/arks/web/footer');
    expect(footerCall?.body).toEqual({ site_id: 1, language: 'zh_CN' });
    expect(footerCall?.headers.lang).toBe('zh_CN');
  });

  it('welcomes with the site title on a new site that has no template of its own', async () => {
    const bare = siteFetch();
    // No template config: the server answers not found, as for a site made by site:create.
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string | URL | Request, init?: RequestInit) =>
        String(input) === '/api/template_config'
          ? Promise.resolve(
              new Response(
                JSON.stringify({ code: 404, message: 'Template configuration not found', data: null }),
                { status: 404 },
              ),
            )
          : bare.fetch(input, init),
      ),
    );
    renderApp('/');
    const hero = await screen.findByTestId('home-hero');
    await waitFor(() =>
      expect(within(hero).getByRole('heading', { level: 1 }).textContent).toBe('测试娱乐城'),
    );
  });

  it('renders the mobile layout below 992 px and honours header=false / footer=false', async () => {
    setWidth(390);
    renderApp('/?header=false');
    const root = await screen.findByTestId('layout-root');
    expect(root.className).toContain('layout-mobile');
    expect(root.className).toContain('template-H5_1');
    expect(screen.queryByTestId('site-header')).toBeNull();
    expect(await screen.findByTestId('mobile-tab-bar')).toBeTruthy();
  });

  it('shows only the requested part with appPage', async () => {
    setWidth(390);
    renderApp('/?appPage=footer');
    await screen.findByTestId('layout-root');
    expect(await screen.findByTestId('mobile-tab-bar')).toBeTruthy();
    expect(screen.queryByTestId('site-header')).toBeNull();
    expect(screen.queryByTestId('hall-grid')).toBeNull();
  });

  it('shows the 404 page inside the layout for unknown paths, with noindex while shown', async () => {
    const { router } = renderApp('/no/such/page');
    expect((await screen.findByTestId('error-title')).textContent).toBe('Page Not Found');
    expect(screen.getByTestId('error-message').textContent).toBe('Page Not Found: /no/such/page');
    expect(screen.getByTestId('error-status').textContent).toBe('404');
    expect(screen.getByTestId('site-header')).toBeTruthy();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');

    fireEvent.click(screen.getByTestId('error-home'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByTestId('hall-grid');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows 404 for an impossible game hall id', async () => {
    renderApp('/gameHall/42');
    expect((await screen.findByTestId('error-message')).textContent).toBe('Page Not Found: /gameHall/42');
  });

  it('shows Internal Server Error when the site cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 500, message: 'Database unavailable' }), { status: 500 }),
      ),
    );
    renderApp('/');
    expect((await screen.findByTestId('error-title')).textContent).toBe('Internal Server Error');
    expect(screen.getByTestId('error-message').textContent).toBe('Database unavailable');
  });

  it('spec §7 site/detail: when the call fails the site reads its static copy and shows the home page', async () => {
    const copy = server.fetch;
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        asked.push(String(input));
        if (input === '/api/arks/web/site/detail') {
          return new Response(JSON.stringify({ code: 500, message: 'Database unavailable' }), {
            status: 503,
          });
        }
        if (input === '/site-config/localhost.json') {
          const detail = (await (await copy('/api/arks/web/site/detail', { body: '{}' })).json()) as {
            data: unknown;
          };
          return new Response(JSON.stringify(detail.data), {
            headers: { 'content-type': 'application/json' },
          });
        }
        return copy(input, init);
      }),
    );
    renderApp('/');
    const root = await screen.findByTestId('layout-root');
    expect(root.className).toContain('site-site01');
    await screen.findByTestId('hall-grid');
    expect(screen.queryByTestId('error-page')).toBeNull();
    expect(asked).toContain('/site-config/localhost.json');
  });

  it('spec §7 site/detail: a site the server refuses (4xx) is not drawn from the copy', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        asked.push(String(input));
        return new Response(JSON.stringify({ code: 4004, message: 'Site not found' }), { status: 404 });
      }),
    );
    renderApp('/');
    expect((await screen.findByTestId('error-message')).textContent).toBe('Site not found');
    expect(asked.some((url) => url.startsWith('/site-config/'))).toBe(false);
  });

  it('/fastDeposit sets the isFastDeposit cookie and lands on home', async () => {
    const { router } = renderApp('/fastDeposit');
    await screen.findByTestId('hall-grid');
    expect(router.state.location.pathname).toBe('/');
    expect(Cookies.get('isFastDeposit')).toBe('true');
  });

  it('spec §2 /sponsor: the top navigation links it only where the site has sponsors (spec §7 model_sponsor)', async () => {
    const view = renderApp('/');
    const nav = await screen.findByTestId('header-links');
    await waitFor(() => expect(server.calls.some((c) => c.url === '/api/web/model_sponsor')).toBe(true));
    await act(async () => {});
    expect(within(nav).queryByRole('link', { name: '赞助' })).toBeNull();
    view.unmount();

    server = siteFetch({
      '/api/web/model_sponsor': () => ({
        list: [
          {
            id: 1,
            title: '锦鲤足球俱乐部',
            image_url: '/static/sites/1/sponsors/koi-fc.svg',
            link: '',
            link_method: 0,
            content: '',
            sort: 0,
          },
        ],
      }),
    });
    vi.stubGlobal('fetch', vi.fn(server.fetch));
    renderApp('/');
    const withSponsors = await screen.findByTestId('header-links');
    expect((await within(withSponsors).findByRole('link', { name: '赞助' })).getAttribute('href')).toBe(
      '/sponsor',
    );
  });

  it('follows server-provided redirects and refuses blocked ones', async () => {
    const { router } = renderApp('/old-promo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/discount'));
    await act(() => router.navigate('/evil'));
    expect((await screen.findByTestId('error-message')).textContent).toBe('Page Not Found: /evil');
  });

  it('opens the login dialog with check_login_msg from the deposit entry', async () => {
    renderApp('/');
    fireEvent.click(await screen.findByTestId('header-deposit'));
    const dialog = await screen.findByTestId('login-dialog');
    expect(within(dialog).getByTestId('login-dialog-warning').textContent).toBe('请先登录。');
    expect(within(dialog).getByTestId('login-form')).toBeTruthy();
    expect(within(dialog).getByTestId('login-tab-login').getAttribute('aria-selected')).toBe('true');
  });

  it('spec §2 deposit entry: a visitor opening /Deposit directly gets the login modal over home, no page of its own', async () => {
    const { router } = renderApp('/Deposit');
    const dialog = await screen.findByTestId('login-dialog');
    expect(within(dialog).getByTestId('login-dialog-warning').textContent).toBe('请先登录。');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('spec §2 deposit entry: a visitor following a link to /Deposit stays on the page they came from', async () => {
    const { router } = renderApp('/discount');
    await screen.findByTestId('layout-root');
    await act(() => router.navigate('/Deposit'));
    expect(await screen.findByTestId('login-dialog')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/discount'));
  });

  it('switches language from the selector, writing the cookies and refetching localized content', async () => {
    renderApp('/');
    const trigger = await screen.findByTestId('language-selector');
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    const option = await screen.findByTestId('language-option-en_US');
    // The site's own languages only, in its order.
    expect(screen.getAllByRole('menuitemradio').map((item) => item.getAttribute('data-testid'))).toEqual([
      'language-option-zh_CN',
      'language-option-en_US',
      'language-option-zh_TW',
    ]);
    fireEvent.click(option);

    await waitFor(() => expect(document.title).toBe('Test Casino'));
    expect(Cookies.get('i18n_redirected')).toBe('en_US');
    expect(Cookies.get('lang')).toBe('en_US');
    // Hall names come from the server (spec §3 game type), asked again in the new language.
    expect(await within(screen.getByTestId('header-nav')).findByRole('link', { name: 'Slots' })).toBeTruthy();
    await waitFor(() =>
      expect(server.calls.some((c) => c.url === '/api/arks/web/footer' && c.headers.lang === 'en_US')).toBe(
        true,
      ),
    );
  });
});
