import { FALLBACK_LANG, type TLetterAudience } from '@arks/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { requireDefaultLanguage } from '../../../platform/localized-text';
import type { RealtimePublisher } from '../../../platform/realtime/publisher';
import { sanitizeStaffHtml } from '../../../platform/sanitize';
import { type MemberAudience, unknownAccounts } from '../../accounts/member';
import type { StaffActor } from '../../accounts/staff';
import type { StaffAuditWriter } from '../../accounts/staff';
import { findSite, listCurrencies } from '../../sites/site';
import * as repo from './repository';
import { letters } from './schema';

/** How many due letters one run of the delivery job takes; the next minute takes the rest. */
const DUE_BATCH = 20;

const badRequest = (message: string) => new AppError(PlatformErrors.badRequest, { message });

/** The members an audience names, as the member directory selects them. */
function membersOf(siteId: number, a: TLetterAudience): MemberAudience {
  if (a.type === 'member') return { siteId, memberIds: [a.member_id] };
  if (a.type === 'members') return { siteId, memberIds: a.member_ids };
  if (a.type === 'accounts') return { siteId, accounts: a.accounts };
  return { siteId, currency: a.currency };
}

type AdminRow = NonNullable<Awaited<ReturnType<typeof repo.adminOne>>>;
function adminView({ letter: l, readCount }: AdminRow) {
  return {
    id: l.id,
    site_id: l.siteId,
    titles: l.titles,
    bodies: l.bodies,
    audience: l.audience as TLetterAudience,
    status: l.status,
    send_at: l.sendAt.toISOString(),
    sent_at: l.sentAt?.toISOString() ?? null,
    cancelled_at: l.cancelledAt?.toISOString() ?? null,
    recipients: l.recipients,
    read_count: readCount,
    created_at: l.createdAt.toISOString(),
  };
}

export type LetterAdminService = ReturnType<typeof createLetterAdminService>;

/**
 * Staff letters: to one member, a list, or every member of a site (and currency); now or at a time,
 * when the delivery job delivers each scheduled letter exactly once, however many nodes run it.
 */
export function createLetterAdminService(deps: {
  db: Db;
  clock: Clock;
  realtime: RealtimePublisher;
  audit: StaffAuditWriter;
}) {
  const { db, clock } = deps;

  /** Delivered: its recipients' rows and its `sent` status commit together, or neither does. */
  async function deliverNow(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    l: {
      id: number;
      siteId: number;
      audience: TLetterAudience;
    },
  ) {
    const recipients = await repo.deliver(tx, l.id, membersOf(l.siteId, l.audience));
    const delivered = await repo.markDelivered(tx, l.id, recipients.length, clock.now());
    return delivered ? recipients : null;
  }

  function notify(letterId: number, recipients: number[]) {
    // Spec §7: `letter.sent` on each recipient's private channel makes an open inbox refetch. An
    // emit reaches only connected sockets and costs no database work, so members offline cost nothing.
    for (const memberId of recipients)
      deps.realtime.toMember(memberId, 'letter.sent', { letter_id: letterId });
  }

  /** Refuses, by field, what would send nothing or to the wrong people. */
  async function check(input: {
    site_id: number;
    titles: Record<string, string>;
    bodies: Record<string, string>;
    audience: TLetterAudience;
    send_at?: string;
  }) {
    const site = await findSite(db, input.site_id);
    if (!site) throw badRequest(`site_id: no site ${input.site_id}`);
    // Every reader falls back to the site's language, then English (spec §9): one of them must be written.
    for (const field of ['titles', 'bodies'] as const) {
      if (!input[field][FALLBACK_LANG]) requireDefaultLanguage(field, input[field], site.defaultLanguage);
    }
    const a = input.audience;
    if (a.type === 'segment' && a.currency && !(await listCurrencies(db, site.id)).includes(a.currency)) {
      throw badRequest(`audience.currency: the site has no currency ${a.currency}`);
    }
    if (a.type === 'accounts') {
      const unknown = await unknownAccounts(db, input.site_id, a.accounts);
      if (unknown.length) throw badRequest(`audience.accounts: no member ${unknown.slice(0, 5).join(', ')}`);
    }
    if (input.send_at && Date.parse(input.send_at) <= clock.now().getTime()) {
      throw badRequest('send_at: must be in the future (leave it out to send now)');
    }
  }

  return {
    async send(
      input: {
        site_id: number;
        titles: Record<string, string>;
        bodies: Record<string, string>;
        audience: TLetterAudience;
        send_at?: string;
      },
      who: StaffActor,
    ) {
      await check(input);
      const bodies = Object.fromEntries(
        Object.entries(input.bodies).map(([lang, html]) => [lang, sanitizeStaffHtml(html, `bodies.${lang}`)]),
      );
      const scheduled = input.send_at !== undefined;
      const { id, recipients } = await db.transaction(async (tx) => {
        const [letter] = await tx
          .insert(letters)
          .values({
            siteId: input.site_id,
            titles: input.titles,
            bodies,
            audience: input.audience,
            staffId: who.staffId,
            status: 'scheduled',
            sendAt: scheduled ? new Date(input.send_at!) : clock.now(),
          })
          .returning({ id: letters.id });
        if (scheduled) return { id: letter!.id, recipients: [] as number[] };
        const delivered = await deliverNow(tx, {
          id: letter!.id,
          siteId: input.site_id,
          audience: input.audience,
        });
        if (!delivered?.length) throw badRequest('audience: no member of this site matches');
        return { id: letter!.id, recipients: delivered };
      });
      notify(id, recipients);
      await deps.audit({
        staffId: who.staffId,
        action: scheduled ? 'letter_schedule' : 'letter_send',
        target: `letter:${id}`,
        detail: {
          site_id: input.site_id,
          audience: input.audience,
          send_at: input.send_at ?? null,
          recipients: recipients.length,
        },
        ip: who.ip,
      });
      return {
        id,
        recipients: recipients.length,
        status: scheduled ? ('scheduled' as const) : ('sent' as const),
      };
    },

    /**
     * The delivery job: each due letter in its own transaction, locked while it is delivered, so a
     * second runner on another node skips it and the status change makes it happen once.
     */
    async deliverDue() {
      let delivered = 0;
      for (;;) {
        const done = await db.transaction(async (tx) => {
          const [due] = await repo.lockDue(tx, clock.now(), 1);
          if (!due) return null;
          const recipients = await deliverNow(tx, { ...due, audience: due.audience as TLetterAudience });
          return recipients && { id: due.id, recipients };
        });
        if (!done) break;
        notify(done.id, done.recipients);
        delivered += 1;
        if (delivered >= DUE_BATCH) break;
      }
      return { delivered };
    },

    async list(q: {
      site_id?: number;
      status?: 'scheduled' | 'sent' | 'cancelled';
      page: number;
      page_size: number;
    }) {
      const { rows, total } = await repo.adminPage(db, {
        siteId: q.site_id,
        status: q.status,
        limit: q.page_size,
        offset: (q.page - 1) * q.page_size,
      });
      return { list: rows.map(adminView), total };
    },

    /** Only a letter still scheduled; the status check is in the statement, so a racing delivery wins or loses whole. */
    async cancel(id: number, reason: string, who: StaffActor) {
      const [row] = await db
        .update(letters)
        .set({ status: 'cancelled', cancelledAt: clock.now() })
        .where(sql`${letters.id} = ${id} and ${letters.status} = 'scheduled'`)
        .returning({ id: letters.id });
      if (!row) {
        const exists = await repo.adminOne(db, id);
        if (!exists) throw new AppError(PlatformErrors.notFound, { message: `id: no letter ${id}` });
        throw badRequest(`id: letter ${id} is ${exists.letter.status}, not scheduled`);
      }
      await deps.audit({
        staffId: who.staffId,
        action: 'letter_cancel',
        target: `letter:${id}`,
        detail: { reason },
        ip: who.ip,
      });
      return adminView((await repo.adminOne(db, id))!);
    },
  };
}
