import { describe, expect, it } from 'vitest';
import { createDraw, drawWithoutReplacement, fairDraw, fairUint32s, hashServerSeed } from './rng';

describe('provably fair stream', () => {
  it('is the same for the same seeds and nonce, and different otherwise', () => {
    const take = (s: string, c: string, n: number) => {
      const it = fairUint32s(s, c, n);
      return Array.from({ length: 20 }, () => it.next().value);
    };
    expect(take('server', 'client', 1)).toEqual(take('server', 'client', 1));
    expect(take('server', 'client', 1)).not.toEqual(take('server', 'client', 2));
    expect(take('server', 'client', 1)).not.toEqual(take('server', 'other', 1));
    expect(hashServerSeed('server')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rejects the biased top range instead of folding it', () => {
    const values = [2 ** 32 - 1, 2 ** 32 - 2, 7];
    const draw = createDraw(values[Symbol.iterator]());
    // 2^32 % 3 = 1, so only 2^32 - 1 is rejected; 2^32 - 2 is kept.
    expect(draw(3)).toBe((2 ** 32 - 2) % 3);
  });

  it('draws uniformly (chi-square over 10 buckets)', () => {
    const draw = fairDraw('uniform-server', 'uniform-client', 0);
    const counts = new Array(10).fill(0);
    const n = 100_000;
    for (let i = 0; i < n; i++) counts[draw(10)] += 1;
    const chi = counts.reduce((s, c) => s + (c - n / 10) ** 2 / (n / 10), 0);
    expect(chi).toBeLessThan(27.88); // p = 0.001 with 9 degrees of freedom
  });

  it('deals without replacement', () => {
    const dealt = drawWithoutReplacement(fairDraw('s', 'c', 3), [...Array(40).keys()], 10);
    expect(new Set(dealt).size).toBe(10);
  });
});
