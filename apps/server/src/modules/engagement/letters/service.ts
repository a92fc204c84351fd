import type { z } from 'zod';
import type { ZLetterAudience } from '@arks/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { letters } from './schema';
import { LetterErrors } from './errors';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { pickText } from '../../../platform/localized-text';
import type { RealtimePublisher } from '../../../platform/realtime/publisher';
import { sanitizeHtml } from '../../../platform/sanitize';
import type { StaffAuditWriter } from '../../accounts/staff';
import * as repo from './repository';

type Audience = z.infer<typeof ZLetterAudience>;

export type LetterService = ReturnType<typeof createLetterService>;

/** The member inbox, and sending letters from the back office (sanitized, delivered live). */
export function createLetterService(deps: {
  db: Db;
  clock: Clock;
  realtime: RealtimePublisher;
  audit: StaffAuditWriter;
}) {
  const { db, clock, realtime } = deps;

  async function page(memberId: number, q: { count: number; page: number; lang: string; fallback: string }) {
    const rows = await repo.inboxPage(db, memberId, q.count, (q.page - 1) * q.count);
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        title: pickText(r.titles, q.lang, q.fallback),
        content: pickText(r.bodies, q.lang, q.fallback),
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

    async send(
      input: {
        site_id: number;
        titles: Record<string, string>;
        bodies: Record<string, string>;
        audience: Audience;
      },
      who: { staffId: number; ip: string },
    ) {
      const a = input.audience;
      const recipients = await repo.audienceMembers(db, input.site_id, {
        memberIds: a.type === 'member' ? [a.member_id] : a.type === 'members' ? a.member_ids : undefined,
        currency: a.type === 'segment' ? a.currency : undefined,
      });
      if (recipients.length === 0) {
        throw new AppError(PlatformErrors.badRequest, {
          message: 'audience: no member of this site matches',
        });
      }
      const bodies = Object.fromEntries(
        Object.entries(input.bodies).map(([lang, html]) => [lang, sanitizeHtml(html)]),
      );
      const id = await db.transaction(async (tx) => {
        const [letter] = await tx
          .insert(letters)
          .values({ siteId: input.site_id, titles: input.titles, bodies, audience: a, staffId: who.staffId })
          .returning({ id: letters.id });
        // One statement for the whole segment: delivery is all or nothing.
        await tx.execute(sql`
          insert into member_letters (letter_id, member_id)
          select ${letter!.id}, unnest(${sql.raw(`array[${recipients.join(',')}]::bigint[]`)})`);
        return letter!.id;
      });
      for (const memberId of recipients) realtime.toMember(memberId, 'letter.sent', { letter_id: id });
      await deps.audit({
        staffId: who.staffId,
        action: 'letter_send',
        target: `letter:${id}`,
        detail: { site_id: input.site_id, audience: a, recipients: recipients.length },
        ip: who.ip,
      });
      return { id, recipients: recipients.length };
    },
  };
}
