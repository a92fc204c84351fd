/** How long before a planned maintenance the notice starts to show. */
export const MAINTENANCE_NOTICE_AHEAD_MS = 24 * 60 * 60 * 1000;

export type MaintenancePhase = 'none' | 'upcoming' | 'ongoing';

/** Where `now` falls against a planned site maintenance (env_config.maintenance). */
export function maintenancePhase(
  window: { start_at: string; end_at: string } | null,
  now: number,
): MaintenancePhase {
  if (!window) return 'none';
  const start = Date.parse(window.start_at);
  const end = Date.parse(window.end_at);
  if (now >= end) return 'none';
  if (now >= start) return 'ongoing';
  return start - now <= MAINTENANCE_NOTICE_AHEAD_MS ? 'upcoming' : 'none';
}
