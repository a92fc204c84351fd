import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { callRequests, defOf, providerRequests } from './test-support/request-schemas';

/**
 * Every string a caller can send us has a maximum length, so a megabyte in a name field is a 400 at
 * the door and never reaches a query, a hash or a log line. This walks the request schema of every
 * call (member, admin) and every provider protocol request, and names each string without one.
 */

const checksOf = (s: z.ZodType) =>
  ((defOf(s).checks ?? []) as { _zod: { def: { check: string } } }[]).map((c) => c._zod.def.check);

const hasMaximum = (s: z.ZodType) =>
  defOf(s).type === 'string' && checksOf(s).some((c) => c === 'max_length' || c === 'length_equals');

/** The schema under wrappers that do not change what a string accepts. */
function unwrap(s: z.ZodType): z.ZodType {
  const def = defOf(s);
  if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type))
    return unwrap(def.innerType as z.ZodType);
  if (def.type === 'lazy') return unwrap((def.getter as () => z.ZodType)());
  return s;
}

/** `ancestors` only stops recursive (lazy) schemas; a schema shared by many fields is checked at each. */
export function unboundedStrings(schema: z.ZodType, path = '', ancestors = new Set<z.ZodType>()): string[] {
  if (ancestors.has(schema)) return [];
  ancestors.add(schema);
  try {
    return walk(schema, path, ancestors);
  } finally {
    ancestors.delete(schema);
  }
}

function walk(schema: z.ZodType, path: string, seen: Set<z.ZodType>): string[] {
  const s = unwrap(schema);
  const def = defOf(s);
  const at = path || '(root)';
  switch (def.type) {
    case 'string':
      return hasMaximum(s) ? [] : [at];
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const catchall = def.catchall as z.ZodType | undefined;
      return [
        ...Object.entries(shape).flatMap(([k, v]) => unboundedStrings(v, path ? `${path}.${k}` : k, seen)),
        ...(catchall ? unboundedStrings(catchall, `${at}.*`, seen) : []),
      ];
    }
    case 'array':
      return unboundedStrings(def.element as z.ZodType, `${at}[]`, seen);
    case 'set':
      return unboundedStrings(def.valueType as z.ZodType, `${at}[]`, seen);
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item, i) => unboundedStrings(item, `${at}[${i}]`, seen));
    case 'record':
    case 'map':
      return [
        ...unboundedStrings(def.keyType as z.ZodType, `${at}{key}`, seen),
        ...unboundedStrings(def.valueType as z.ZodType, `${at}{}`, seen),
      ];
    case 'union':
      return (def.options as z.ZodType[]).flatMap((o) => unboundedStrings(o, path, seen));
    case 'intersection':
      return [
        ...unboundedStrings(def.left as z.ZodType, path, seen),
        ...unboundedStrings(def.right as z.ZodType, path, seen),
      ];
    case 'pipe': {
      // A pipe checks its input first, then its output: a bounded string on either side refuses
      // an oversized string before anything else reads it.
      const out = unwrap(def.out as z.ZodType);
      if (hasMaximum(out)) return [];
      return unboundedStrings(def.in as z.ZodType, path, seen);
    }
    default:
      return [];
  }
}

describe('every request string has a maximum length', () => {
  it('finds the calls (member and admin) and the provider requests', () => {
    expect(callRequests.length).toBeGreaterThan(100);
    expect(callRequests.some(([name]) => name === 'AdminLogin')).toBe(true);
    expect(providerRequests.map(([n]) => n)).toContain('ZLaunchRequest');
  });

  it('member and admin calls', () => {
    const missing = callRequests.flatMap(([n, s]) => unboundedStrings(s).map((p) => `${n}: ${p}`));
    expect(missing).toEqual([]);
  });

  it('provider protocol requests', () => {
    const missing = providerRequests.flatMap(([n, s]) => unboundedStrings(s).map((p) => `${n}: ${p}`));
    expect(missing).toEqual([]);
  });
});

describe('the walker itself', () => {
  it('sees through optional, nullable, default, arrays, records, unions and pipes', async () => {
    const { z } = await import('zod');
    const schema = z.object({
      a: z.string().max(5),
      b: z.string().optional(),
      c: z.array(z.object({ d: z.string().nullable() })),
      e: z.record(z.enum(['x']), z.string()),
      f: z.union([z.number(), z.string()]),
      g: z.string().trim().pipe(z.string().max(3)),
      h: z.string().transform((v) => v.length),
      i: z.email(),
      j: z.url().max(10),
    });
    expect(unboundedStrings(schema)).toEqual(['b', 'c[].d', 'e{}', 'f', 'h', 'i']);
  });
});
