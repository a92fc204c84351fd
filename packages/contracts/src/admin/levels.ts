import { z } from 'zod';
import { bigintId, integerId } from '../ids';
import { CURRENCY_CODES } from '../constants';
import { ZLocalizedTexts } from '../localized';
import { ZDecimalAmount } from '../withdrawal';
import { defineAdminCall } from './staff';

/**
 * Member levels through /api/admin (`modules/wagering/levels`): each site's ladder (names, the
 * rolling period, the demotion switch, per-currency thresholds, level-up bonus and withdrawal caps)
 * and a member's level, set by hand with a reason. Every change is audited.
 */

const ROLES = ['finance'] as const;
const reason = z.string().trim().min(1, 'reason is required').max(500);
const ZCurrency = z.enum(CURRENCY_CODES as [string, ...string[]], { message: 'currency: unknown currency' });
/** Level numbers: the base is 0 or 1, then up to 99. */
const ZLevelNumber = z.number().int().min(0, 'level: 0 to 99').max(99, 'level: 0 to 99');

export const ZAdminLevelAmounts = z.object({
  currency: ZCurrency,
  deposit_threshold: ZDecimalAmount,
  valid_bet_threshold: ZDecimalAmount,
  bonus: ZDecimalAmount,
  /** Null: the site's withdrawal limits alone apply. */
  withdraw_daily_count: z.number().int().min(1).max(1000).nullable(),
  withdraw_daily_amount: ZDecimalAmount.nullable(),
});

export const ZAdminLevel = z.object({
  level: ZLevelNumber,
  names: ZLocalizedTexts('names', 40),
  /** Turnover the level-up bonus adds, as a multiple of it; 0: none. */
  bonus_turnover_multiple: z.number().int().min(0).max(100),
  amounts: z.array(ZAdminLevelAmounts).max(CURRENCY_CODES.length),
});

export const ZAdminLevelConfig = z.object({
  site_id: z.number().int(),
  period_days: z.number().int(),
  demotion: z.boolean(),
  levels: z.array(ZAdminLevel),
  /** False: nothing saved yet (one base level, no thresholds). */
  configured: z.boolean(),
  updated_at: z.string().nullable(),
});

export const AdminLevelConfig = defineAdminCall({
  name: 'AdminLevelConfig',
  method: 'GET',
  path: '/levels/config',
  roles: [...ROLES, 'support'],
  request: z.object({ site_id: integerId({ coerce: true }) }),
  data: ZAdminLevelConfig,
});

/** Replaces the site's whole ladder at once (the server checks order, base and thresholds). */
export const AdminLevelConfigSave = defineAdminCall({
  name: 'AdminLevelConfigSave',
  method: 'PUT',
  path: '/levels/config',
  roles: ROLES,
  request: z.object({
    site_id: integerId(),
    period_days: z.number().int().min(1, 'period_days: 1 to 365').max(365, 'period_days: 1 to 365'),
    demotion: z.boolean(),
    levels: z.array(ZAdminLevel).min(1, 'levels: at least the base level').max(30),
    reason,
  }),
  data: ZAdminLevelConfig,
});

export const ZAdminLevelChange = z.object({
  id: z.string(),
  from_level: z.number().int().nullable(),
  to_level: z.number().int(),
  how: z.enum(['auto', 'manual']),
  staff_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  deposits: z.string().nullable(),
  valid_bets: z.string().nullable(),
  created_at: z.string(),
});

export const ZAdminMemberLevel = z.object({
  member_id: z.number().int(),
  site_id: z.number().int(),
  currency: z.string(),
  level: z.number().int(),
  name: z.string(),
  how: z.enum(['auto', 'manual']).nullable(),
  pinned: z.boolean(),
  since: z.string().nullable(),
  staff_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  /** The figures over the site's period now, and the level they reach. */
  deposits: z.string(),
  valid_bets: z.string(),
  earned_level: z.number().int(),
  history: z.array(ZAdminLevelChange),
  bonuses: z.array(
    z.object({
      level: z.number().int(),
      amount: z.string(),
      /** waiting: past the day's issuance bound, paid by a later run. */
      status: z.enum(['waiting', 'paid']),
      paid_at: z.string().nullable(),
    }),
  ),
});

export const AdminMemberLevel = defineAdminCall({
  name: 'AdminMemberLevel',
  method: 'GET',
  path: '/levels/members/:id',
  roles: [...ROLES, 'support'],
  request: z.object({ id: bigintId({ coerce: true }) }),
  data: ZAdminMemberLevel,
});

/**
 * Sets a member's level by hand. Unpinned, it holds until the next automatic change: a promotion
 * past it, or (demotion on) a demotion once a whole period has passed since it was set. Pinned, the
 * job leaves the member alone until staff set it again.
 */
export const AdminMemberLevelSet = defineAdminCall({
  name: 'AdminMemberLevelSet',
  method: 'POST',
  path: '/levels/members/:id',
  roles: ROLES,
  request: z.object({
    id: bigintId({ coerce: true }),
    level: ZLevelNumber,
    pinned: z.boolean().default(false),
    reason,
  }),
  data: ZAdminMemberLevel,
});
