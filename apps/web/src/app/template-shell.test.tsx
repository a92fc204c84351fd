import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { envConfig, siteFetch, templateConfig } from '../test/site-fixtures';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

/** The app on a site drawn with `template` (desktop) and `mobile_template` (phones). */
function siteWith(env: Partial<typeof envConfig>, look = templateConfig) {
  const server = siteFetch({
    '/api/arks/web/site/detail': () => ({ site_id: 1, env_config: { ...envConfig, ...env } }),
    '/api/template_config': () => look,
  });
  vi.stubGlobal('fetch', vi.fn(server.fetch));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setWidth(1440);
});

describe('templates', () => {
  it('draws a desktop site template in its own arrangement and scheme', async () => {
    setWidth(1440);
    siteWith({ template: 'suncity' });
    renderApp('/');
    const root = await screen.findByTestId('layout-root');
    expect(root.dataset.template).toBe('suncity');
    expect(root.dataset.scheme).toBe('light');
    expect(screen.getByTestId('header-tab-links')).toBeTruthy();
    // Its halls sit in a side rail on the hall pages, not in the header.
    expect(screen.queryByTestId('header-nav')).toBeNull();
    expect((await screen.findByTestId('hall-grid')).dataset.hallCards).toBe('tiles');
    await waitFor(() => expect(document.documentElement.dataset.scheme).toBe('light'));
    // The light template keeps its own page colour: the fixture's dark one is for another template.
    expect(document.documentElement.style.getPropertyValue('--site-canvas')).toBe('#fbf6ee');
  });

  it('draws an alias as its base on phones, with the base’s home order', async () => {
    setWidth(390);
    siteWith({ mobile_template: 'bob_mobile_template' });
    renderApp('/');
    const root = await screen.findByTestId('layout-root');
    expect(root.dataset.template).toBe('bob');
    expect(root.dataset.scheme).toBe('dark');
    expect(screen.getByTestId('header-compact')).toBeTruthy();
    expect((await screen.findByTestId('mobile-tab-bar')).dataset.tabBar).toBe('flat');
    // bob puts the banner first; the fixture's site lists banner, game halls and jackpot only.
    expect((await screen.findByTestId('home')).dataset.sections).toBe('banner game_halls jackpot guide ads');
  });

  it('draws a desktop template name this build does not know as pc', async () => {
    setWidth(1440);
    siteWith({ template: 'pc9' });
    renderApp('/');
    expect((await screen.findByTestId('layout-root')).dataset.template).toBe('pc');
    expect(screen.getByTestId('header-two-row')).toBeTruthy();
  });
});
