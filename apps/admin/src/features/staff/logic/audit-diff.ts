/** One field of an audited change: what it was and what it became. */
export interface DiffLine {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value as staff read it: lists joined, nothing as a dash, objects as compact JSON. */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.map(auditValue).join(', ');
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

/**
 * An audit row's detail as a readable change: `before`/`after` (or `was` for the older rows) field by
 * field, unchanged fields marked; every other entry (reason, amount…) as it was recorded.
 */
export function auditDiff(detail: Record<string, unknown>): {
  lines: DiffLine[];
  other: { key: string; value: string }[];
} {
  const before = isRecord(detail.before) ? detail.before : isRecord(detail.was) ? detail.was : null;
  // Older rows keep the new values beside `was`: the fields it names that the row also holds.
  const after = isRecord(detail.after)
    ? detail.after
    : before === detail.was && before
      ? Object.fromEntries(
          Object.keys(before)
            .filter((k) => k in detail)
            .map((k) => [k, detail[k]]),
        )
      : null;
  const fields =
    before === detail.was
      ? Object.keys(after ?? {})
      : [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines = fields.map((field) => {
    const was = auditValue(before?.[field]);
    const now = auditValue(after?.[field]);
    return { field, before: was, after: now, changed: was !== now };
  });
  const used = new Set<string>();
  if (before && before === detail.before) used.add('before');
  if (isRecord(detail.after)) used.add('after');
  if (before && before === detail.was) for (const key of ['was', ...fields]) used.add(key);
  const other = Object.entries(detail)
    .filter(([key]) => !used.has(key))
    .map(([key, value]) => ({ key, value: auditValue(value) }));
  return { lines, other };
}
