import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeLanguageCookies } from '../../../i18n/language-preference';
import { renderApp } from '../../../test/render-app';
import { siteFetch } from '../../../test/site-fixtures';

const banner = (id: number) => ({
  id,
  url: `/static/banner-${id}.png`,
  link: '/discount',
  link_type: 1,
  link_method: 0,
  game_link_parameter: null,
  sort: id,
});

let release: () => void;
let server: ReturnType<typeof siteFetch>;

beforeEach(() => {
  const gate = new Promise<void>((resolve) => (release = resolve));
  server = siteFetch({
    '/api/arks/web/carousel_picture': () => ({ web_carousel_picture_list: [banner(1), banner(2)] }),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input) === '/api/arks/web/carousel_picture') await gate;
      return server.fetch(input, init);
    }),
  );
  writeLanguageCookies('en_US');
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
});
afterEach(() => vi.unstubAllGlobals());

describe('home banner carousel', () => {
  it('holds the banners’ place while they load, then slides by scrolling, the dots following', async () => {
    const { container } = renderApp('/');
    // While the list loads: an empty box of the mobile banners' shape, and no hero in its place.
    const placeholder = await waitFor(() => {
      const box = container.querySelector('[aria-hidden] > .aspect-\\[25\\/12\\]');
      expect(box).not.toBeNull();
      return box!;
    });
    expect(placeholder.closest('[data-testid="banners-2"]')).toBeNull();
    expect(screen.queryByTestId('home-hero')).toBeNull();

    act(() => release());
    const carousel = await screen.findByTestId('banners-2');
    expect(screen.queryByTestId('home-hero')).toBeNull();
    expect(carousel.querySelectorAll('img')).toHaveLength(2);
    const strip = carousel.firstElementChild as HTMLElement;
    Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 390 });
    const scrollTo = vi.fn();
    strip.scrollTo = scrollTo as typeof strip.scrollTo;

    const dots = within(carousel.lastElementChild as HTMLElement).getAllByRole('button');
    expect(dots).toHaveLength(2);
    const second = dots[1]!;
    expect(second.getAttribute('aria-current')).toBeNull();
    fireEvent.click(second);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ left: 390 }));

    strip.scrollLeft = 390;
    fireEvent.scroll(strip);
    await waitFor(() => expect(second.getAttribute('aria-current')).toBe('true'));
  });

  it('asks for the banners early, in the language the page is shown in (the site default here)', async () => {
    document.cookie = 'i18n_redirected=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    document.cookie = 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    renderApp('/');
    act(() => release());
    await screen.findByTestId('banners-2');
    const asked = server.calls.filter((c) => c.url === '/api/arks/web/carousel_picture');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.map((c) => c.headers.lang)).toEqual(asked.map(() => 'zh_CN'));
  });
});

describe('spec §8: failures on banners and the marquee show an error toast with the server message', () => {
  it('toasts the server’s words once when the banner list and the marquee fail', async () => {
    const failing = siteFetch();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
        const url = String(input);
        if (url === '/api/arks/web/carousel_picture' || url === '/api/arks/web/announcement/marquee') {
          const message = url.endsWith('marquee') ? 'Marquee is resting' : 'Banners are resting';
          return new Response(JSON.stringify({ code: 500, message, data: null }), {
            headers: { 'content-type': 'application/json' },
          });
        }
        return failing.fetch(input, init);
      }),
    );
    // Each toast closes 3 s after it shows, and on busy cores the two failures can arrive further apart
    // than that: every toast that ever showed is collected, rather than looked for one after the other.
    const shown = new Set<Element>();
    const observer = new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) shown.add(toast);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const saying = (words: string) => [...shown].filter((toast) => toast.textContent?.includes(words));
    try {
      renderApp('/');
      await waitFor(() => {
        expect(saying('Banners are resting')).not.toHaveLength(0);
        expect(saying('Marquee is resting')).not.toHaveLength(0);
      });
      expect(saying('Banners are resting')).toHaveLength(1);
    } finally {
      observer.disconnect();
    }
  });
});
