import * as contracts from '@arks/contracts';

/**
 * What the route walks (platform/bad-input-walk.test.ts) read from the contracts: every call's request
 * schema by method and full /api path, and the values to put in its fields. Found by shape, so a new
 * call is walked without editing the walks.
 */

type Shaped = { path: string; method: string; request: unknown };
const shaped = (v: unknown): v is Shaped =>
  typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'request' in v;

/** Each contract's request schema, keyed `GET /api/admin/members/:id`. */
export const requestSchemas = new Map<string, unknown>();
for (const c of Object.values(contracts as Record<string, unknown>).filter(shaped)) {
  const admin = 'roles' in (c as object);
  requestSchemas.set(`${c.method} /api${admin ? '/admin' : ''}${c.path}`, c.request);
}

type Def = { type: string; [key: string]: unknown };
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;
const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'];

export function unwrap(s: unknown): unknown {
  const def = defOf(s);
  if (WRAPPERS.includes(def.type)) return unwrap(def.innerType);
  if (def.type === 'pipe') return unwrap(def.in);
  return s;
}

const isOptional = (s: unknown) => (s as { _zod: { optin?: string } })._zod.optin === 'optional';
const passes = (s: unknown, v: unknown) =>
  (s as { safeParse: (v: unknown) => { success: boolean } }).safeParse(v).success;

/** Leaf values tried in turn, so a field with a format (a currency, a date, an address) gets one it accepts. */
const CANDIDATES: unknown[] = [
  1,
  'abc123',
  'USD',
  'en_US',
  'Correct-horse-42',
  'walker@example.com',
  '2026-01-01T00:00:00Z',
  '2026-01-01',
  'https://example.com/a.png',
  '/a',
  '13800138000',
  '127.0.0.1',
  'ABC_1',
  'example.com',
  'https://example.com',
  'openid',
  'Asia/Shanghai',
  '123456',
  'a'.repeat(64),
  0,
  2,
];

/** A value of the field's own type that passes on its own, so one hostile field at a time reaches the handler. */
export function plausible(field: unknown): unknown {
  const def = defOf(unwrap(field));
  switch (def.type) {
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [];
    case 'object':
    case 'record':
      return {};
    default:
      return 'abc123';
  }
}

/**
 * A whole valid-looking value of a schema: every required field filled (objects recursively, leaves
 * from CANDIDATES where one passes), so a request that differs from it in one field fails, if at all,
 * on that field alone.
 */
export function sample(schema: unknown): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object') {
    const shape = def.shape as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(shape)
        .filter(([, field]) => !isOptional(field))
        .map(([name, field]) => [name, sample(field)]),
    );
  }
  if (def.type === 'array') {
    const element = sample(def.element);
    return [[], [element], [element, element]].find((v) => passes(schema, v)) ?? [element];
  }
  // Texts by language (titles, names) usually need one language at least.
  if (def.type === 'record') return passes(schema, {}) ? {} : { en_US: sample(def.valueType) };
  if (def.type === 'union') return sample((def.options as unknown[])[0]);
  const fallback = plausible(inner);
  return [fallback, ...CANDIDATES].find((v) => passes(schema, v)) ?? fallback;
}

const ID_NAME = /^(id|ids)$|_ids?$/;

/** One id field of a request: its dotted name and the whole request with a given value put in it. */
export interface IdField {
  field: string;
  /** Whether the field holds text (a bigint id as digits) rather than a JSON number. */
  text: boolean;
  with: (value: unknown) => unknown;
}

/**
 * Every field of a request named as an id (`id`, `site_id`, `member_ids`, also inside nested objects,
 * arrays and union branches), each with a builder of the request carrying a chosen value there (an
 * array of ids carries it as its one element).
 */
export function idFields(schema: unknown, prefix = ''): IdField[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'union') return (def.options as unknown[]).flatMap((option) => idFields(option, prefix));
  if (def.type === 'array')
    return idFields(def.element, `${prefix}[]`).map((f) => ({ ...f, with: (v) => [f.with(v)] }));
  if (def.type !== 'object') return [];
  const base = sample(inner) as Record<string, unknown>;
  return Object.entries(def.shape as Record<string, unknown>).flatMap(([name, field]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const nested = idFields(field, path).map((f) => ({
      ...f,
      with: (v: unknown) => ({ ...base, [name]: f.with(v) }),
    }));
    if (!ID_NAME.test(name)) return nested;
    const leaf = defOf(unwrap(field));
    const element = leaf.type === 'array' ? defOf(unwrap(leaf.element)) : leaf;
    const own: IdField = {
      field: path,
      text: element.type === 'string',
      with: (v) => ({ ...base, [name]: leaf.type === 'array' ? [v] : v }),
    };
    return element.type === 'object' ? nested : [own, ...nested];
  });
}
