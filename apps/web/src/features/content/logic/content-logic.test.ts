import { describe, expect, it } from 'vitest';
import { bannerAction, gameLinkHref } from './banner-link';
import {
  closeTimeToRecord,
  popupLocation,
  shouldShowPopup,
  shouldTellServerToHide,
  type PopupState,
} from './popup-rules';

const game = { gt_id: 2, gp_id: 'GPJL', currency: 'CNY', gp_gt_name: 'Slots', customized: 0 };
const live = { isDemo: false, currency: 'CNY' };

describe('banner link rules (spec §5)', () => {
  it('does nothing in demo mode', () => {
    const banner = { url: 'https://example.com', link_type: 0, link_method: 1 };
    expect(bannerAction(banner, { ...live, isDemo: true })).toEqual({ kind: 'none' });
  });
  it('does nothing when the link is empty', () => {
    expect(bannerAction({ url: '  ', link_type: 0, link_method: 0 }, live)).toEqual({ kind: 'none' });
    expect(bannerAction({ url: null, link_type: 1, link_method: 0 }, live)).toEqual({ kind: 'none' });
  });
  it('does nothing for a game link made for another currency', () => {
    const banner = { link_type: 2, link_method: 0, game_link_parameter: game };
    expect(bannerAction(banner, { ...live, currency: 'USD' })).toEqual({ kind: 'none' });
    expect(bannerAction(banner, live)).toEqual({ kind: 'game', game });
  });
  it('opens links in a new tab only for link_method 1', () => {
    expect(bannerAction({ url: '/discount', link_type: 1, link_method: 0 }, live)).toEqual({
      kind: 'navigate',
      href: '/discount',
      newTab: false,
    });
    expect(bannerAction({ url: 'https://x.test', link_type: 0, link_method: 1 }, live)).toEqual({
      kind: 'navigate',
      href: 'https://x.test',
      newTab: true,
    });
  });
});

const items = [{ id: 1, updated_at: '2026-01-02T00:00:00Z' }];
const base: PopupState = {
  loggedIn: false,
  onDepositPage: false,
  items,
  cancelled: false,
  closedAt: null,
  hasModalQuery: false,
  otherModalVisible: false,
};

describe('pop-up promotion rules (spec §4)', () => {
  it('never shows without promotions, when cancelled, or with a modal query parameter', () => {
    expect(shouldShowPopup(base)).toBe(true);
    expect(shouldShowPopup({ ...base, items: [] })).toBe(false);
    expect(shouldShowPopup({ ...base, cancelled: true })).toBe(false);
    expect(shouldShowPopup({ ...base, hasModalQuery: true })).toBe(false);
  });
  it('asks display_location 3 on the deposit page and 2 elsewhere', () => {
    expect(popupLocation(true)).toBe(3);
    expect(popupLocation(false)).toBe(2);
  });
  it('shows a member on the deposit page even after closing this session', () => {
    const member = { ...base, loggedIn: true, onDepositPage: true, closedAt: Date.parse('2026-02-01') };
    expect(shouldShowPopup(member)).toBe(true);
  });
  it('hides for a member elsewhere once closed this session', () => {
    const member = { ...base, loggedIn: true };
    expect(shouldShowPopup(member)).toBe(true);
    expect(shouldShowPopup({ ...member, closedAt: Date.parse('2025-01-01') })).toBe(false);
  });
  it('shows a visitor again only when a promotion was updated after the close time', () => {
    expect(shouldShowPopup({ ...base, closedAt: Date.parse('2026-02-01') })).toBe(false);
    expect(shouldShowPopup({ ...base, closedAt: Date.parse('2026-01-01') })).toBe(true);
  });
  it('does not show a visitor while another modal is visible', () => {
    expect(shouldShowPopup({ ...base, otherModalVisible: true })).toBe(false);
  });
  it('records the close time except on the deposit page', () => {
    expect(closeTimeToRecord(false, 1234)).toBe(1234);
    expect(closeTimeToRecord(true, 1234)).toBeNull();
  });
  it('tells the server to hide only for a member with display_frequency 0', () => {
    expect(shouldTellServerToHide(true, 0)).toBe(true);
    expect(shouldTellServerToHide(true, 1)).toBe(false);
    expect(shouldTellServerToHide(false, 0)).toBe(false);
  });
});

describe('game banner address', () => {
  it('opens the slot hall on the provider, other halls as they are', () => {
    expect(gameLinkHref({ gt_id: 2, gp_id: 'GPHOUSE' })).toBe('/slotgame?gt_id=2&gp_id=GPHOUSE&house=0');
    expect(gameLinkHref({ gt_id: 3, gp_id: 'GPHOUSE' })).toBe('/gameHall/3');
  });
});
