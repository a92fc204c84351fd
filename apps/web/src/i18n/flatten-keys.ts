/** Dotted keys of a nested catalog: { a: { b: 'x' } } gives ['a.b']. Used by the completeness tests. */
export function flattenKeys(catalog: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? flattenKeys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Dotted keys with their texts: { a: { b: 'x' } } gives [['a.b', 'x']]. */
export function flattenEntries(catalog: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]): [string, string][] =>
    value !== null && typeof value === 'object'
      ? flattenEntries(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}
