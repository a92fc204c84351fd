import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { LoginTicketCode } from '@arks/contracts';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { members, usedLoginTickets } from './schema';
import { AppError, type ErrorSpec, errorTable } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import type { SessionService } from '../session';

export const TICKET_TTL_MS = 60_000;

const e = (code: number, message: string): ErrorSpec => ({ code, httpStatus: 200, message });
export const TicketErrors = errorTable('loginTicket', {
  invalid: e(LoginTicketCode.INVALID, 'This login link is invalid or has expired'),
  disabled: e(LoginTicketCode.ACCOUNT_DISABLE, 'This account has been disabled'),
  frozen: e(LoginTicketCode.ACCOUNT_FROZEN, 'This account has been frozen'),
} as const satisfies Record<string, ErrorSpec>);

interface TicketBody {
  m: number;
  s: number;
  e: number;
  j: string;
}

/** AES-256-GCM: a ticket nobody can read or forge without the key, and any change breaks it. */
function sealer(secret: string) {
  const key = createHash('sha256').update(secret).digest();
  return {
    seal(body: TicketBody): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, data, cipher.getAuthTag()]).toString('base64url');
    },
    open(ticket: string): TicketBody | null {
      try {
        const raw = Buffer.from(ticket, 'base64url');
        if (raw.length < 12 + 16 + 2) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(raw.length - 16));
        const text = Buffer.concat([
          decipher.update(raw.subarray(12, raw.length - 16)),
          decipher.final(),
        ]).toString('utf8');
        const body = JSON.parse(text) as TicketBody;
        return Number.isInteger(body.m) && Number.isInteger(body.s) && typeof body.j === 'string'
          ? body
          : null;
      } catch {
        return null;
      }
    },
  };
}

export type LoginTicketService = ReturnType<typeof createLoginTicketService>;

export function createLoginTicketService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  key: string;
}) {
  const { db, clock, sessions } = deps;
  const tickets = sealer(deps.key);

  return {
    issue(memberId: number, siteId: number) {
      const exp = clock.now().getTime() + TICKET_TTL_MS;
      return {
        enc: tickets.seal({ m: memberId, s: siteId, e: exp, j: randomUUID() }),
        expires_in: TICKET_TTL_MS / 1000,
      };
    },

    /** Trades a ticket for a session on this site, once; every failure says the same thing. */
    async redeem(enc: string, siteId: number, client: { ip: string; userAgent?: string }) {
      const body = tickets.open(enc);
      const now = clock.now();
      if (!body || body.s !== siteId || body.e <= now.getTime()) throw new AppError(TicketErrors.invalid);
      // Forget tickets that can no longer be used, then claim this one (a replay finds it taken).
      await db.delete(usedLoginTickets).where(lt(usedLoginTickets.expiresAt, now));
      const claimed = await db
        .insert(usedLoginTickets)
        .values({ jti: body.j, expiresAt: new Date(body.e) })
        .onConflictDoNothing()
        .returning({ jti: usedLoginTickets.jti });
      if (claimed.length === 0) throw new AppError(TicketErrors.invalid);
      const [member] = await db.select().from(members).where(eq(members.id, body.m));
      if (!member || member.siteId !== siteId) throw new AppError(TicketErrors.invalid);
      if (member.status === 'disabled') throw new AppError(TicketErrors.disabled);
      if (member.status === 'frozen') throw new AppError(TicketErrors.frozen);
      const issued = await sessions.issue({
        memberId: member.id,
        siteId: member.siteId,
        currency: member.currency,
        login: { ...client, method: 'ticket' },
      });
      return {
        tk: issued.token,
        member_id: member.id,
        member_account: member.account,
        member_currency: member.currency,
        member_type: member.memberType,
      };
    },
  };
}
