import { describe, expect, it } from 'vitest';
import { ageOf } from './approval-age';

describe('ageOf', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('reads minutes, then hours up to two days, then days', () => {
    expect(ageOf('2026-11-24T11:59:30Z', now)).toEqual({ unit: 'minutes', count: 0 });
    expect(ageOf('2026-11-24T11:01:00Z', now)).toEqual({ unit: 'minutes', count: 59 });
    expect(ageOf('2026-11-24T09:00:00Z', now)).toEqual({ unit: 'hours', count: 3 });
    expect(ageOf('2026-11-22T13:00:00Z', now)).toEqual({ unit: 'hours', count: 47 });
    expect(ageOf('2026-11-20T12:00:00Z', now)).toEqual({ unit: 'days', count: 4 });
  });
  it('never reads a clock skew as negative', () => {
    expect(ageOf('2026-11-24T12:05:00Z', now)).toEqual({ unit: 'minutes', count: 0 });
  });
});
