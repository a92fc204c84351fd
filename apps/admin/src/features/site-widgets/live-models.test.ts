import { describe, expect, it } from 'vitest';
import { liveFloats, liveModels } from './live-models';

const now = new Date('2026-05-01T12:00:00Z');
const item = (id: number, over: Partial<Parameters<typeof liveModels>[0][number]> = {}) => ({
  id,
  kind: 'sponsor',
  language: 'en_US',
  active: true,
  sort: 0,
  start_at: null,
  end_at: null,
  ...over,
});

describe('live model items', () => {
  it('keeps the kind and language asked, in sort then id order', () => {
    const rows = [
      item(3, { sort: 1 }),
      item(1, { sort: 1 }),
      item(2, { sort: 0 }),
      item(4, { kind: 'login' }),
      item(5, { language: 'zh_CN' }),
    ];
    expect(liveModels(rows, 'sponsor', 'en_US', now).map((m) => m.id)).toEqual([2, 1, 3]);
    expect(liveModels(rows, 'sponsor', 'zh_CN', now).map((m) => m.id)).toEqual([5]);
  });

  it('leaves out what is switched off, not started or ended', () => {
    const rows = [
      item(1, { active: false }),
      item(2, { start_at: '2026-05-02T00:00:00Z' }),
      item(3, { end_at: '2026-05-01T12:00:00Z' }),
      item(4, { start_at: '2026-04-01T00:00:00Z', end_at: '2026-06-01T00:00:00Z' }),
    ];
    expect(liveModels(rows, 'sponsor', 'en_US', now).map((m) => m.id)).toEqual([4]);
  });
});

describe('live float items', () => {
  const f = (id: number, device: number, over: { sort?: number; active?: boolean } = {}) => ({
    id,
    device,
    sort: over.sort ?? 0,
    active: over.active ?? true,
  });
  it('shows items for both and for the device only, switched on, in sort then id order', () => {
    const rows = [f(1, 0, { sort: 5 }), f(2, 1), f(3, 2), f(4, 0, { active: false }), f(5, 0)];
    expect(liveFloats(rows, 'desktop').map((x) => x.id)).toEqual([2, 5, 1]);
    expect(liveFloats(rows, 'phone').map((x) => x.id)).toEqual([3, 5, 1]);
  });
});
