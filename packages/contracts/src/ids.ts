import { z } from 'zod';

/**
 * Ids bounded to what their PostgreSQL columns hold. Past its column an id is a 400 naming the field
 * at the door; unbounded, it reached the query and PostgreSQL's "integer out of range" answered 500.
 * Which column an id names is in its table's schema.ts (apps/server/src/modules/**).
 */

/** The largest `integer` (int4): site ids, game types (gt_id) and the site module's own rows. */
export const INTEGER_ID_MAX = 2_147_483_647;
/** The largest `bigint` id the server reads as a JS number (mode 'number'): past it a number is not exact. */
export const BIGINT_ID_MAX = Number.MAX_SAFE_INTEGER;
/** The largest `bigint` (int8), for ids carried as digits (ledger transfers, read as bigint). */
export const BIGINT_DIGITS_MAX = 9_223_372_036_854_775_807n;

interface IdOptions {
  /** Also from digits (a query string, a path, a member app that sends numbers as text): `"7"` is 7. */
  coerce: true;
}

const bounded = <T extends z.ZodNumber | z.ZodCoercedNumber>(n: T, max: number): T =>
  n.int().min(1).max(max) as T;

/** An id of an `integer` column: 1..2147483647. */
export function integerId(): z.ZodNumber;
export function integerId(options: IdOptions): z.ZodCoercedNumber;
export function integerId(options?: IdOptions) {
  return bounded(options?.coerce ? z.coerce.number() : z.number(), INTEGER_ID_MAX);
}

/** An id of a `bigint` column read in mode 'number': 1..Number.MAX_SAFE_INTEGER. */
export function bigintId(): z.ZodNumber;
export function bigintId(options: IdOptions): z.ZodCoercedNumber;
export function bigintId(options?: IdOptions) {
  return bounded(options?.coerce ? z.coerce.number() : z.number(), BIGINT_ID_MAX);
}
