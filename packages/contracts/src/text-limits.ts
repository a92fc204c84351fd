import { z } from 'zod';
import { LIMITS } from './constants';
import { V } from './validation';

/**
 * Longest string each kind of request field takes. Every string a caller sends has a maximum (a test
 * walks every contract), so an oversized value is a 400 at the door and never reaches a query, a
 * password hash or a log line. Fields with a format of their own (dates, amounts, languages, rich
 * text bodies) carry their bound beside that format.
 */
export const TEXT_MAX = {
  /** Member accounts (spec §9: 6-12). */
  account: LIMITS.accountMax,
  /** Passwords typed at login or verification; new passwords keep their own 6-12 rule. */
  password: 128,
  /** Short codes: currencies, languages, templates, gp_id, game codes, tags, sort fields. */
  code: 64,
  /** Opaque tokens, signatures and idempotency keys. */
  token: 512,
  /** Names of people, banks, games, staff. */
  name: 100,
  /** Titles and one-line labels. */
  title: 200,
  url: 2_048,
} as const;

/** A string of at most `max` characters; longer is refused with `input_too_long`. */
export const text = (max: number) => z.string().max(max, V.tooLong);
