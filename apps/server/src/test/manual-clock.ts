import type { Clock } from '../platform/clock';

/** A clock tests move by hand, so expiry rules are checked in milliseconds instead of hours. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start = Date.parse('2026-01-15T08:00:00Z')) {
    this.current = start;
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
