import { TIMING } from '@arks/contracts';

export interface BuildManifest {
  id: string;
  timestamp?: number;
}

export function parseBuildManifest(value: unknown): BuildManifest | null {
  if (!value || typeof value !== 'object') return null;
  const { id, timestamp } = value as { id?: unknown; timestamp?: unknown };
  if (typeof id !== 'string' || id === '') return null;
  return typeof timestamp === 'number' ? { id, timestamp } : { id };
}

/** A different id in builds/latest.json means the server now serves a newer build than this tab runs. */
export function isNewerBuild(currentId: string, latest: BuildManifest | null): boolean {
  return latest !== null && latest.id !== currentId;
}

export const RELOAD_GUARD_KEY = 'arks:build-reload';

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Spec §4: reload at most once per path within 10 s. If the reloaded page still sees an old build (a
 * CDN edge lagging behind), it must not reload again in a loop. Returns whether to reload now, and
 * records the reload when it says yes.
 */
export function claimReload(
  storage: GuardStorage,
  path: string,
  now: number,
  guardMs = TIMING.reloadGuard,
): boolean {
  let record: Record<string, number> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') record = parsed as Record<string, number>;
  } catch {
    record = {};
  }
  const last = record[path];
  if (typeof last === 'number' && now - last >= 0 && now - last < guardMs) return false;
  // Old entries are dropped so the record stays small across a long session.
  const fresh = Object.fromEntries(Object.entries(record).filter(([, at]) => now - at < guardMs));
  fresh[path] = now;
  storage.setItem(RELOAD_GUARD_KEY, JSON.stringify(fresh));
  return true;
}
