import { z } from 'zod';
import { bigintId } from './ids';
import { defineCall } from './call';

/**
 * Sign-in rewards (spec §3 "sign-in data / sign-in reward calendar"). The spec shows the states but
 * no calls, so these are ours. Days are calendar days in the site's time zone (YYYY-MM-DD).
 */
export const SIGN_IN_STATES = [
  'can_sign_in',
  'signed_in',
  'expired',
  'sign_in_day_expired',
  'success',
  'not_yet_open',
] as const;
export type SignInState = (typeof SIGN_IN_STATES)[number];

export const ZSignInDate = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');

/** The state of one calendar day, from the campaign's dates, today and whether the member signed in. */
export function signInDayState(d: {
  date: string;
  today: string;
  startDate: string;
  endDate: string;
  signed: boolean;
}): SignInState {
  if (d.signed) return 'signed_in';
  if (d.today > d.endDate) return 'expired';
  if (d.date > d.today || d.today < d.startDate) return 'not_yet_open';
  if (d.date < d.today) return 'sign_in_day_expired';
  return 'can_sign_in';
}

/** Every date from start to end, inclusive (calendar arithmetic in UTC, so no zone shifts a day). */
export function campaignDates(startDate: string, endDate: string): string[] {
  const out: string[] = [];
  for (
    let t = Date.parse(`${startDate}T00:00:00Z`);
    t <= Date.parse(`${endDate}T00:00:00Z`);
    t += 86_400_000
  ) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

export const ZSignInDay = z.object({ date: ZSignInDate, amount: z.string(), state: z.enum(SIGN_IN_STATES) });

export const SignInData = defineCall({
  name: 'SignInData',
  method: 'POST',
  path: '/arks/web/activity/sign_in_data',
  auth: 'member',
  request: z.object({}),
  /** Null when the member's site and currency have no campaign running or coming. */
  data: z
    .object({
      campaign: z.object({
        id: z.number().int(),
        title: z.string(),
        start_date: ZSignInDate,
        end_date: ZSignInDate,
      }),
      today: ZSignInDate,
      days: z.array(ZSignInDay),
    })
    .nullable(),
});

export const SignInClaim = defineCall({
  name: 'SignInClaim',
  method: 'POST',
  path: '/arks/web/activity/sign_in',
  auth: 'member',
  request: z.object({ campaign_id: bigintId({ coerce: true }) }),
  data: z.object({ state: z.literal('success'), date: ZSignInDate, cash: z.string() }),
});

/** Codes of SignInClaim when it is not a success (ours; the spec shows only the states). */
export const SignInCode = { ALREADY_SIGNED_IN: 101, NOT_OPEN: 102, EXPIRED: 103 } as const;
