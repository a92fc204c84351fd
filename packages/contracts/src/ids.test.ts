import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BIGINT_ID_MAX, INTEGER_ID_MAX, bigintId, integerId } from './ids';
import { callRequests, defOf } from './test-support/request-schemas';

/**
 * Every number id a call takes stops where its column does: 0 and the first number past the largest
 * exact one are refused everywhere, and the first past 2147483647 where the column is an `integer`
 * (sites, game types). An id left unbounded reached PostgreSQL, whose "out of range" answered 500.
 */

const ID_NAME = /^(id|ids)$|_ids?$/;
const INTEGER_ID_NAME = /^(site_ids?|gt_id|game_type_id)$/;

function unwrap(s: z.ZodType): z.ZodType {
  const def = defOf(s);
  if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type))
    return unwrap(def.innerType as z.ZodType);
  if (def.type === 'pipe') return unwrap(def.in as z.ZodType);
  return s;
}

/** The number schema of each id field (one element of an array of ids), by dotted name. */
function numberIds(schema: z.ZodType, path = ''): [string, string, z.ZodType][] {
  const def = defOf(unwrap(schema));
  if (def.type === 'union') return (def.options as z.ZodType[]).flatMap((o) => numberIds(o, path));
  if (def.type === 'array') return numberIds(def.element as z.ZodType, `${path}[]`);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([name, field]) => {
    const at = path ? `${path}.${name}` : name;
    const inner = unwrap(field);
    const leaf = defOf(inner).type === 'array' ? unwrap(defOf(inner).element as z.ZodType) : inner;
    const own: [string, string, z.ZodType][] =
      ID_NAME.test(name) && defOf(leaf).type === 'number' ? [[at, name, leaf]] : [];
    return [...own, ...numberIds(field, at)];
  });
}

const ids = callRequests.flatMap(([call, request]) =>
  numberIds(request).map(([field, name, schema]) => ({ call, field, name, schema })),
);

describe('ids in every call', () => {
  it('finds the ids of member and staff calls, nested ones too', () => {
    const fields = ids.map((i) => `${i.call} ${i.field}`);
    expect(ids.length).toBeGreaterThan(150);
    expect(fields).toEqual(
      expect.arrayContaining([
        'SiteDetail site_id',
        'AdminPopupSettings site_id',
        'AdminLetterSend audience.member_ids',
        'FavoriteStore data[].game_id',
        'AdminGameSave site_ids',
      ]),
    );
  });

  it('refuses 0 and what is past its column', () => {
    const unbounded = ids.flatMap(({ call, field, name, schema }) => {
      const past = INTEGER_ID_NAME.test(name) ? INTEGER_ID_MAX + 1 : BIGINT_ID_MAX + 1;
      return [0, past]
        .filter((value) => schema.safeParse(value).success)
        .map((value) => `${call} ${field} takes ${value}`);
    });
    expect(unbounded).toEqual([]);
  });
});

describe('id helpers', () => {
  it('take 1 up to the column end, from digits only when asked to', () => {
    expect(integerId().safeParse(INTEGER_ID_MAX).success).toBe(true);
    expect(integerId().safeParse(INTEGER_ID_MAX + 1).success).toBe(false);
    expect(integerId().safeParse('7').success).toBe(false);
    expect(integerId({ coerce: true }).parse('7')).toBe(7);
    expect(integerId({ coerce: true }).safeParse('2147483648').success).toBe(false);
    expect(bigintId({ coerce: true }).parse(String(BIGINT_ID_MAX))).toBe(BIGINT_ID_MAX);
    expect(bigintId().safeParse(BIGINT_ID_MAX + 1).success).toBe(false);
    expect(bigintId().safeParse(0).success).toBe(false);
  });
});
