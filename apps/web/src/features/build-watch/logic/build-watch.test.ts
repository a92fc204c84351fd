import { describe, expect, it } from 'vitest';
import { claimReload, isNewerBuild, parseBuildManifest, RELOAD_GUARD_KEY } from './build-watch';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('build manifest', () => {
  it('parses builds/latest.json', () => {
    expect(parseBuildManifest({ id: 'abc', timestamp: 5 })).toEqual({ id: 'abc', timestamp: 5 });
    expect(parseBuildManifest({ id: 'abc' })).toEqual({ id: 'abc' });
    expect(parseBuildManifest({ id: '' })).toBeNull();
    expect(parseBuildManifest('<!doctype html>')).toBeNull();
    expect(parseBuildManifest(null)).toBeNull();
  });

  it('a different id is a newer build; the same id or no answer is not', () => {
    expect(isNewerBuild('a', { id: 'b' })).toBe(true);
    expect(isNewerBuild('a', { id: 'a' })).toBe(false);
    expect(isNewerBuild('a', null)).toBe(false);
  });
});

describe('reload guard (spec §4: once per path within 10 s)', () => {
  it('allows the first reload of a path and refuses a second within 10 s', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, '/faq', 1_000)).toBe(true);
    expect(claimReload(storage, '/faq', 5_000)).toBe(false);
    expect(claimReload(storage, '/faq', 10_999)).toBe(false);
    expect(claimReload(storage, '/faq', 11_000)).toBe(true);
  });

  it('guards each path separately', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, '/faq', 1_000)).toBe(true);
    expect(claimReload(storage, '/discount', 1_500)).toBe(true);
    expect(claimReload(storage, '/faq', 2_000)).toBe(false);
  });

  it('survives a corrupt record and drops expired entries', () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_GUARD_KEY, '{not json');
    expect(claimReload(storage, '/', 0)).toBe(true);
    claimReload(storage, '/a', 1);
    claimReload(storage, '/b', 20_000);
    expect(Object.keys(JSON.parse(storage.getItem(RELOAD_GUARD_KEY)!))).toEqual(['/b']);
  });
});
