import { describe, expect, it } from 'vitest';
import { hallEntries } from './hall-list';

describe('hall list from the server (spec §3 game type: gt_id, gt_name, gt_icon, gt_icon_active)', () => {
  it('spec §3: keeps the server’s order and names, and routes each hall per spec §2', () => {
    const halls = hallEntries([
      { gt_id: 3, gt_name: 'Live Dealers', gt_icon: 'bundled:3', gt_icon_active: 'bundled:3' },
      { gt_id: 2, gt_name: 'Slots', gt_icon: 'bundled:2', gt_icon_active: 'bundled:2' },
    ]);
    expect(halls.map((h) => [h.gtId, h.name, h.key])).toEqual([
      [3, 'Live Dealers', 'live'],
      [2, 'Slots', 'slot'],
    ]);
    expect(halls[0]!.href).toBe('/gameHall/3');
    expect(halls[1]!.href).toContain('/slotgame');
  });

  it('spec §3: a bundled icon is the site’s own artwork, a stored picture its address', () => {
    const pic = `/static/content/${'a'.repeat(64)}.png`;
    const [hall] = hallEntries([{ gt_id: 4, gt_name: 'Sports', gt_icon: pic, gt_icon_active: 'bundled:4' }]);
    expect(hall!.icon).toEqual({ src: pic });
    expect(hall!.iconActive).toEqual({ bundled: 4 });
  });

  it('leaves out a hall id the site does not know', () => {
    expect(hallEntries([{ gt_id: 12, gt_name: 'New', gt_icon: null, gt_icon_active: null }])).toEqual([]);
  });
});
