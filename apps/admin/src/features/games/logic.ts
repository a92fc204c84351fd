import type { AdminProviderSave, LangCode, ZAdminGame, ZAdminProvider } from '@arks/contracts';
import type { z } from 'zod';

export type Provider = z.infer<typeof ZAdminProvider>;
export type Game = z.infer<typeof ZAdminGame>;
export type ProviderSaveInput = z.input<typeof AdminProviderSave.request>;

export type MaintenanceState = 'none' | 'now' | 'later';

/** Whether members starting a game now meet the maintenance notice (the server's rule in launch). */
export function maintenanceState(
  p: Pick<Provider, 'maintenance_start_at' | 'maintenance_end_at'>,
  now: number,
): MaintenanceState {
  if (!p.maintenance_start_at) return 'none';
  const start = Date.parse(p.maintenance_start_at);
  const end = p.maintenance_end_at ? Date.parse(p.maintenance_end_at) : null;
  if (end !== null && end <= now) return 'none';
  return start <= now ? 'now' : 'later';
}

/**
 * A save of the provider's own settings as they stand with `changes` applied. Connection details
 * and the secret are left out, so the server keeps what it stored.
 */
export function providerSaveInput(
  p: Provider,
  changes: Partial<ProviderSaveInput>,
  reason: string,
): ProviderSaveInput {
  return {
    gp_id: p.gp_id,
    name: p.name,
    active: p.active,
    transfer_enabled: p.transfer_enabled,
    maintenance_start_at: p.maintenance_start_at,
    maintenance_end_at: p.maintenance_end_at,
    open_mode: p.open_mode,
    modal_game_types: p.modal_game_types,
    quickbet_url: p.quickbet_url,
    blocked_devices: p.blocked_devices as (0 | 1 | 2)[],
    ...changes,
    reason,
  };
}

/** A list that is "everywhere" when null, as the form shows it: a choice and the picked values. */
export interface Scope<T> {
  mode: 'all' | 'only';
  values: T[];
}
export const toScope = <T>(list: T[] | null): Scope<T> =>
  list === null ? { mode: 'all', values: [] } : { mode: 'only', values: list };
export const fromScope = <T>(scope: Scope<T>): T[] | null => (scope.mode === 'all' ? null : scope.values);

/** Names as the server takes them: empty languages left out (they fall back to English). */
export function cleanNames(names: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names)
      .map(([lang, name]) => [lang, name?.trim() ?? ''] as const)
      .filter(([, name]) => name !== ''),
  );
}

/** The game's name for staff: their language, else English, else its code. */
export const gameName = (g: Pick<Game, 'names' | 'game_code'>, lang: string) =>
  g.names[lang] ?? g.names.en_US ?? g.game_code;

/** An icon address the server takes: https, or a path on the member site. */
export const iconAddressOk = (v: string) => /^https:\/\/[^\s/\\]/.test(v) || /^\/(?![/\\])\S*$/.test(v);

export const TAG_PATTERN = /^[a-z0-9_]{1,16}$/;

/** A hall as the console edits it before the list is saved (spec §3 game type, per site). */
export interface HallDraft {
  gt_id: number;
  /** Every language, as the save requires. */
  names: Record<LangCode, string>;
  gt_icon: string;
  gt_icon_active: string;
  hidden: boolean;
}

/** The list with one hall moved a place up (-1) or down (1); at either end nothing moves. */
export function moveHall<T extends { gt_id: number }>(halls: T[], gtId: number, by: -1 | 1): T[] {
  const from = halls.findIndex((h) => h.gt_id === gtId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= halls.length) return halls;
  const next = [...halls];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** A list of provider ids as staff type them: trimmed, upper case, each once. */
export const cleanProviderIds = (ids: string[]) => [
  ...new Set(ids.map((id) => id.trim().toUpperCase()).filter(Boolean)),
];
