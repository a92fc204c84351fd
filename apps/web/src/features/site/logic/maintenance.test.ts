import { describe, expect, it } from 'vitest';
import { MAINTENANCE_NOTICE_AHEAD_MS, maintenancePhase } from './maintenance';

describe('maintenance notice', () => {
  const window = { start_at: '2026-12-01T02:00:00Z', end_at: '2026-12-01T04:00:00Z' };
  const start = Date.parse(window.start_at);
  it('shows a day ahead, blocks during the window, and goes away after it', () => {
    expect(maintenancePhase(null, start)).toBe('none');
    expect(maintenancePhase(window, start - MAINTENANCE_NOTICE_AHEAD_MS - 1)).toBe('none');
    expect(maintenancePhase(window, start - MAINTENANCE_NOTICE_AHEAD_MS)).toBe('upcoming');
    expect(maintenancePhase(window, start)).toBe('ongoing');
    expect(maintenancePhase(window, Date.parse(window.end_at) - 1)).toBe('ongoing');
    expect(maintenancePhase(window, Date.parse(window.end_at))).toBe('none');
  });
});
