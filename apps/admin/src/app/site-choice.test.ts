import { describe, expect, it } from 'vitest';
import { lastSiteKey, openingSite, parseStoredSite } from './site-choice';

const sites = [{ id: 3 }, { id: 7 }, { id: 9 }];

describe('the site a one-site content page opens on', () => {
  it('is the header’s site when one is chosen', () => {
    expect(openingSite(sites, 9, 7)?.id).toBe(9);
  });

  it('with all sites chosen, is the site this staff member chose last', () => {
    expect(openingSite(sites, null, 7)?.id).toBe(7);
  });

  it('is the first site when the staff member never chose one, or chose one that is gone', () => {
    expect(openingSite(sites, null, null)?.id).toBe(3);
    expect(openingSite(sites, null, 42)?.id).toBe(3);
    expect(openingSite(sites, 42, null)?.id).toBe(3);
  });

  it('is nothing while no site is known', () => {
    expect(openingSite([], null, 7)).toBeNull();
  });

  it('is remembered per staff account, and a damaged entry counts as none', () => {
    expect(lastSiteKey(5)).not.toBe(lastSiteKey(6));
    expect(parseStoredSite('7')).toBe(7);
    expect(parseStoredSite(null)).toBeNull();
    expect(parseStoredSite('')).toBeNull();
    expect(parseStoredSite('0')).toBeNull();
    expect(parseStoredSite('x')).toBeNull();
    expect(parseStoredSite('1.5')).toBeNull();
  });
});
