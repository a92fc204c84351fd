import { z } from 'zod';
import { bigintId } from '../ids';
import { defineAdminCall } from './staff';

/**
 * The staff audit through /api/admin (admin only): reading it with filters, and checking its hash
 * chain. Each row carries the hash of the row before it and of its own content, so a row changed or
 * removed in the database is found by the check.
 */

export const ZAdminAuditRow = z.object({
  id: z.number().int(),
  /** The row's place in the chain; null for the moment between its write and its chaining. */
  seq: z.number().int().nullable(),
  staff_id: z.number().int().nullable(),
  /** The account as typed at login, or the acting staff member's account. */
  account: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: z.string(),
  hash: z.string(),
});

export const AdminAuditList = defineAdminCall({
  name: 'AdminAuditList',
  method: 'GET',
  path: '/audit',
  roles: [],
  request: z.object({
    staff_id: bigintId({ coerce: true }).optional(),
    action: z.string().trim().max(64).optional(),
    /** Exact target, e.g. `member:12` or `site:1`. */
    target: z.string().trim().max(128).optional(),
    ip: z.string().trim().max(64).optional(),
    from: z.iso.datetime({ offset: true }).max(40).optional(),
    to: z.iso.datetime({ offset: true }).max(40).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(50),
  }),
  data: z.object({
    list: z.array(ZAdminAuditRow),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

export const ZAuditChainReport = z.object({
  /**
   * True when every row matches its hash and follows the one before it, and the latest checkpoint
   * (if any) still holds.
   */
  intact: z.boolean(),
  /** Rows in the chain. */
  rows: z.number().int(),
  /**
   * Rows written but not chained yet (they are chained shortly after their transaction and every
   * older one ended): not checked yet, and not a fault.
   */
  pending: z.number().int(),
  /** The last row's place and hash: kept outside the database, they also show rows cut off the end. */
  head_seq: z.number().int(),
  head_hash: z.string(),
  /** The first row in chain order that does not hold, and why. */
  first_broken: z
    .object({
      id: z.number().int(),
      /** Null for a row left out of the chain (`unchained`). */
      seq: z.number().int().nullable(),
      /**
       * content: the row no longer matches its hash; link: the row before it was changed or removed;
       * unchained: the row is not in the chain though rows written after it are (passed over, or taken
       * back out).
       */
      reason: z.enum(['content', 'link', 'unchained']),
    })
    .nullable(),
  /**
   * The latest signed checkpoint of the head, kept outside the database, and what it showed. none: no
   * checkpoint was found (rows cut off the end cannot be seen); matched: the row at its place still
   * has its hash; truncated: the chain now ends before it; rewritten: the row at its place has another
   * hash; refused: it does not parse or its signature does not match AUDIT_CHECKPOINT_KEY.
   */
  checkpoint: z.object({
    status: z.enum(['none', 'matched', 'truncated', 'rewritten', 'refused']),
    /** Where it came from: the checkpoint file, or given to the command by the operator. */
    source: z.enum(['file', 'given']).nullable(),
    seq: z.number().int().nullable(),
    hash: z.string().nullable(),
    /** When it was taken (ISO 8601). */
    at: z.string().nullable(),
  }),
});

export const AdminAuditVerify = defineAdminCall({
  name: 'AdminAuditVerify',
  method: 'POST',
  path: '/audit/verify',
  roles: [],
  request: z.object({}),
  data: ZAuditChainReport,
});

export type AdminAuditFilter = z.output<typeof AdminAuditList.request>;
export type AuditChainReport = z.infer<typeof ZAuditChainReport>;
