import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import type { Site } from '../../sites/site';
import { writeAudit } from './repository';

export interface AuditClient {
  ip: string;
  userAgent?: string;
}

/** One writer of member_audit rows for every account module: no secrets, the account lower-cased. */
export function memberAuditWriter(db: Db, clock: Clock) {
  return (
    site: Site,
    client: AuditClient,
    account: string,
    action: string,
    memberId?: number,
    detail: Record<string, unknown> = {},
  ) =>
    writeAudit(db, {
      siteId: site.id,
      memberId,
      account: account.toLowerCase(),
      action,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300),
      detail,
      at: clock.now(),
    });
}
