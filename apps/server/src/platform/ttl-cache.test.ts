import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('ttl cache', () => {
  it('shares one load among callers until the entry expires, and forgets failures', async () => {
    const cache = createTtlCache<number>(1_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load, 0), cache.get('k', load, 10)])).toEqual([1, 1]);
    expect(await cache.get('k', load, 999)).toBe(1);
    expect(await cache.get('k', load, 1_000)).toBe(2);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')), 0)).rejects.toThrow('db down');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('bad', load, 1)).toBe(3);
  });
});
