import type { Db } from '../../../db/client';
import { LetterErrors } from './errors';
import { AppError } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { pickText } from '../../../platform/localized-text';
import type { RealtimePublisher } from '../../../platform/realtime/publisher';
import { sanitizeHtml } from '../../../platform/sanitize';
import * as repo from './repository';

export type LetterService = ReturnType<typeof createLetterService>;

/** The member inbox: each member's letters in their language, read and deleted per member. */
export function createLetterService(deps: { db: Db; clock: Clock; realtime: RealtimePublisher }) {
  const { db, clock, realtime } = deps;

  async function page(memberId: number, q: { count: number; page: number; lang: string; fallback: string }) {
    const rows = await repo.inboxPage(db, memberId, q.count, (q.page - 1) * q.count);
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        title: pickText(r.titles, q.lang, q.fallback),
        // Sanitized again on the way out: a body stored before rich text took pictures only from the
        // content image store still loads nothing from elsewhere.
        content: sanitizeHtml(pickText(r.bodies, q.lang, q.fallback)),
        is_read: (r.read_at ? 1 : 0) as 0 | 1,
        created_at: new Date(r.created_at).toISOString(),
      })),
      total_count: rows[0] ? Number(rows[0].total) : 0,
      unread_count: await repo.unreadCount(db, memberId),
    };
  }

  return {
    page,

    async read(memberId: number, letterId: number) {
      if (!(await repo.markRead(db, memberId, letterId, clock.now()))) {
        throw new AppError(LetterErrors.notFound);
      }
      realtime.toMember(memberId, 'letter.read', { letter_id: letterId });
      return { unread_count: await repo.unreadCount(db, memberId) };
    },

    async destroy(
      memberId: number,
      ids: number[] | undefined,
      q: { count: number; page: number; lang: string; fallback: string },
    ) {
      const removed = await repo.remove(db, memberId, ids, clock.now());
      for (const id of removed) realtime.toMember(memberId, 'letter.delete', { letter_id: id });
      return page(memberId, q);
    },
  };
}
