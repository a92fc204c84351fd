import { createHash } from 'node:crypto';

/**
 * A staff audit row as the chain check reads it: every column as the text PostgreSQL prints for it,
 * so nothing is rounded on the way (bigints past 2^53, microseconds) and no SQL function of the
 * checked database takes part (see `readAuditBatch` for why each cast is safe).
 */
export interface RawAuditRow {
  id: string;
  seq: string;
  staff_id: string | null;
  account: string | null;
  action: string;
  target: string | null;
  /** `detail::text`: jsonb prints one canonical form, the same inside an array as alone. */
  detail: string;
  /** `ip::text`: the address, with `/bits` when the mask is not the full width. */
  ip: string | null;
  /** `created_at::text` under TimeZone UTC and DateStyle ISO: `2026-11-28 16:50:18.123456+00`. */
  created_at: string;
  prev_hash: string;
  hash: string;
}

const ISO_UTC = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * Microseconds since 1970 of a timestamp PostgreSQL printed in ISO form at UTC: what the trigger's
 * `(extract(epoch FROM created_at) * 1000000)::bigint` gives (exact since PostgreSQL 14, where
 * extract answers numeric). Null for anything else (BC years, infinity): no row the trigger wrote
 * looks like that, so such a row cannot match its hash.
 */
export function epochMicros(text: string): bigint | null {
  const m = ISO_UTC.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as number[];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  const at = new Date(0);
  at.setUTCFullYear(year!, month! - 1, day);
  at.setUTCHours(hour!, minute, second, 0);
  if (Number.isNaN(at.getTime())) return null;
  return BigInt(at.getTime()) * 1000n + BigInt((m[7] ?? '').padEnd(6, '0'));
}

/** The address as `host(ip)` prints it: inet's own text without the mask. */
const host = (ip: string): string => ip.replace(/\/\d+$/, '');

/**
 * A JSON string as jsonb prints it. PostgreSQL's escape_json and JSON.stringify escape the same
 * characters the same way (`"`, `\`, \b \f \n \r \t, other controls as lower-case \u00xx) and leave
 * everything else, non-ASCII included, as it is; PostgreSQL text holds no lone surrogates or NUL.
 */
const jsonString = (value: string | null): string => (value === null ? 'null' : JSON.stringify(value));

/**
 * The text the trigger hashes (`staff_audit_content`, migration 0039): `jsonb_build_array(id, seq,
 * staff_id, account, action, target, detail, host(ip), epoch micros)::text`, which jsonb prints with
 * ", " between elements. Null when the row's time cannot be what the trigger saw.
 */
export function auditRowContent(row: RawAuditRow): string | null {
  const micros = epochMicros(row.created_at);
  if (micros === null) return null;
  return `[${[
    row.id,
    row.seq,
    row.staff_id ?? 'null',
    jsonString(row.account),
    jsonString(row.action),
    jsonString(row.target),
    row.detail,
    jsonString(row.ip === null ? null : host(row.ip)),
    micros.toString(),
  ].join(', ')}]`;
}

/** SHA-256 (hex) of the previous hash and the row's content, as `staff_audit_row_hash` computes it. */
export function auditRowHash(row: RawAuditRow): string | null {
  const content = auditRowContent(row);
  if (content === null) return null;
  return createHash('sha256')
    .update(row.prev_hash + content, 'utf8')
    .digest('hex');
}
