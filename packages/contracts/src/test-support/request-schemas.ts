import type { z } from 'zod';
import * as contracts from '../index';
import * as provider from '../provider/protocol';

/**
 * What the contract-wide walking tests (string limits, address fields) walk: the request schema of
 * every call, member and admin, and of every provider protocol request, each with its name; plus the
 * zod internals both need to look inside a schema.
 */
type Def = { type: string; [key: string]: unknown };
export const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

interface AnyCall {
  name: string;
  path: string;
  request: z.ZodType;
  data: z.ZodType;
}
const isCall = (v: unknown): v is AnyCall =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as AnyCall).name === 'string' &&
  typeof (v as AnyCall).path === 'string' &&
  typeof (v as AnyCall).request === 'object' &&
  typeof (v as AnyCall).data === 'object';

export const callRequests: [string, z.ZodType][] = (Object.values(contracts) as unknown[])
  .filter(isCall)
  .map((c) => [c.name, c.request]);

export const providerRequests = Object.entries(provider).filter(
  ([name, v]) => name.startsWith('Z') && name.endsWith('Request') && typeof v === 'object',
) as [string, z.ZodType][];
