import type { z } from 'zod';
import type { ZPopupItem } from '@arks/contracts';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { sanitizeHtml } from '../../../platform/sanitize';
import * as repo from './popup-repository';
import { pickText } from '../../../platform/localized-text';
import type { ContentAudience } from './service';

type PopupItem = z.infer<typeof ZPopupItem>;
type Row = Awaited<ReturnType<typeof repo.livePopups>>[number];

function toItem(r: Row, a: ContentAudience): PopupItem {
  return {
    id: r.id,
    display_device: r.displayDevice as PopupItem['display_device'],
    content: pickText(r.titles, a.lang, a.fallbackLang),
    // Sanitized again on the way out so a row written around the admin API still cannot run script.
    display_content: sanitizeHtml(pickText(r.bodies, a.lang, a.fallbackLang)),
    updated_at: r.updatedAt.toISOString(),
  };
}

export type PopupService = ReturnType<typeof createPopupService>;

/** Pop-up promotions (spec §4): visitor and member lists, history, and a member's hide. */
export function createPopupService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function rows(a: ContentAudience, device: number) {
    return repo.livePopups(db, { siteId: a.siteId, device, currency: a.currency, now: clock.now() });
  }

  async function forVisitor(a: ContentAudience, device: number) {
    const list = (await rows(a, device)).filter((r) => r.forVisitors === 1).map((r) => toItem(r, a));
    return { list, setting: { display_frequency: await repo.displayFrequency(db, a.siteId) } };
  }

  async function forMember(a: ContentAudience & { memberId: number }, device: number, location: number) {
    const hidden = await repo.hiddenAt(db, a.memberId, device, location);
    const list = (await rows(a, device))
      .filter((r) => r.locations.includes(location))
      .filter((r) => !hidden || r.updatedAt > hidden)
      .map((r) => toItem(r, a));
    return { list, setting: { display_frequency: await repo.displayFrequency(db, a.siteId) } };
  }

  async function history(a: ContentAudience, device: number) {
    const all = await rows(a, device);
    return { list: all.filter((r) => a.memberId || r.forVisitors === 1).map((r) => toItem(r, a)) };
  }

  async function hide(memberId: number, device: number, location: number) {
    await repo.hide(db, memberId, device, location, clock.now());
    return {};
  }

  return { forVisitor, forMember, history, hide };
}
