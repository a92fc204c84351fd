import { describe, expect, it } from 'vitest';
import {
  cleanNames,
  cleanProviderIds,
  moveHall,
  fromScope,
  iconAddressOk,
  maintenanceState,
  providerSaveInput,
  toScope,
  type Provider,
} from './logic';

const at = (iso: string) => Date.parse(iso);

describe('games console logic', () => {
  it('tells maintenance now, scheduled, open-ended and over', () => {
    const w = (start: string | null, end: string | null) => ({
      maintenance_start_at: start,
      maintenance_end_at: end,
    });
    const now = at('2026-11-24T10:00:00Z');
    expect(maintenanceState(w(null, null), now)).toBe('none');
    expect(maintenanceState(w('2026-11-24T09:00:00Z', '2026-11-24T11:00:00Z'), now)).toBe('now');
    expect(maintenanceState(w('2026-11-24T09:00:00Z', null), now)).toBe('now');
    expect(maintenanceState(w('2026-11-24T11:00:00Z', null), now)).toBe('later');
    expect(maintenanceState(w('2026-11-24T08:00:00Z', '2026-11-24T10:00:00Z'), now)).toBe('none');
  });

  it('saves a provider as it stands with the change, never sending connection details', () => {
    const p: Provider = {
      gp_id: 'GPX',
      name: 'X',
      active: true,
      transfer_enabled: true,
      maintenance_start_at: null,
      maintenance_end_at: null,
      house: false,
      base_url: 'https://x.test',
      operator: 'op',
      secret_set: true,
      open_mode: 'window',
      modal_game_types: [3],
      quickbet_url: null,
      blocked_devices: [2],
      reachable: true,
    };
    const input = providerSaveInput(p, { transfer_enabled: false }, 'incident');
    expect(input).toMatchObject({ transfer_enabled: false, blocked_devices: [2], reason: 'incident' });
    expect(input).not.toHaveProperty('base_url');
    expect(input).not.toHaveProperty('secret');
  });

  it('maps everywhere to null and back, drops empty names, checks icon addresses', () => {
    expect(toScope(null)).toEqual({ mode: 'all', values: [] });
    expect(fromScope({ mode: 'all', values: [1] })).toBeNull();
    expect(fromScope(toScope([0, 2]))).toEqual([0, 2]);
    expect(cleanNames({ en_US: ' Koi ', zh_CN: '', ja_JP: undefined })).toEqual({ en_US: 'Koi' });
    expect(iconAddressOk('https://cdn.test/a.png')).toBe(true);
    expect(iconAddressOk('/icons/a.png')).toBe(true);
    expect(iconAddressOk('//cdn.test/a.png')).toBe(false);
    expect(iconAddressOk('http://cdn.test/a.png')).toBe(false);
    expect(iconAddressOk('javascript:alert(1)')).toBe(false);
  });

  it('spec §3 hall order: moves a hall one place, and not past either end', () => {
    const halls = [2, 3, 4].map((gt_id) => ({ gt_id }));
    expect(moveHall(halls, 3, -1).map((h) => h.gt_id)).toEqual([3, 2, 4]);
    expect(moveHall(halls, 3, 1).map((h) => h.gt_id)).toEqual([2, 4, 3]);
    expect(moveHall(halls, 2, -1)).toBe(halls);
    expect(moveHall(halls, 4, 1)).toBe(halls);
  });

  it('spec §6 provider lists: typed ids are trimmed, upper-cased and kept once', () => {
    expect(cleanProviderIds([' gppt ', 'GPPT', '', 'gpog'])).toEqual(['GPPT', 'GPOG']);
  });
});
