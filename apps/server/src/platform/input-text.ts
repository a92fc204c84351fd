import { V } from '@arks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Text no field may hold: a NUL (PostgreSQL text refuses it, so the insert fails deep inside a
 * handler) or a lone UTF-16 surrogate (not encodable as UTF-8: it is silently replaced on the way to
 * the database, the logs or another service). Checked once for every route, before any schema or
 * handler sees the input, so each answers a 400 naming the field instead of a 500.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const hasBadText = (s: string) => BAD_TEXT.test(s);

/** Keys are echoed in the 400 answer; never send the offending characters back. */
const printable = (key: string) => key.replace(new RegExp(BAD_TEXT.source, 'g'), '\ufffd');

/**
 * JSON nests far deeper than any of our requests do; a body nested thousands of levels deep passes the
 * parser but overflows the stack of whatever walks it recursively later (a serializer, the driver).
 */
export const MAX_INPUT_DEPTH = 32;

export interface BadInput {
  /** Dotted path of the field (`list.0.name`); empty for the whole part. */
  path: string;
  key: typeof V.badCharacter | 'invalid_input';
}

/**
 * The first string in `value` holding a NUL or a lone surrogate, or the first place nested deeper than
 * MAX_INPUT_DEPTH; null when all is well. Walked with an explicit stack, never recursion.
 */
export function findBadText(value: unknown): BadInput | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (hasBadText(v)) return { path, key: V.badCharacter };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { path, key: 'invalid_input' };
    const entries = Array.isArray(v) ? v.map((item, i) => [String(i), item] as const) : Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      if (hasBadText(key)) return { path: join(path, printable(key)), key: V.badCharacter };
      stack.push({ value: item, path: join(path, key), depth: depth + 1 });
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

type Part = 'body' | 'querystring' | 'params';
const PARTS: [Part, (r: FastifyRequest) => unknown][] = [
  ['params', (r) => r.params],
  ['querystring', (r) => r.query],
  ['body', (r) => r.body],
];

/** A validation error the central handler turns into the usual 400 envelope naming the field. */
function badInputError(part: Part, bad: BadInput): Error {
  const { path, key } = bad;
  return Object.assign(new Error(`${key} (${path || part})`), {
    statusCode: 400,
    validationContext: part,
    validation: [{ instancePath: path ? `/${path.replaceAll('.', '/')}` : '', message: key }],
  });
}

export function refuseBadText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, read] of PARTS) {
      const bad = findBadText(read(request));
      if (bad) throw badInputError(part, bad);
    }
  });
}
