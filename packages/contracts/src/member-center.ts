import { z } from 'zod';
import { bigintId } from './ids';
import { defineCall } from './call';
import { ZSiteScoped } from './site';
import { LIMITS } from './constants';
import { V, passwordRule, withdrawPasswordRule } from './validation';
import { TEXT_MAX, text } from './text-limits';

/**
 * Member-centre calls of spec §7 that sit beside the login/registration ones in account.ts:
 * password recovery (vx verify/reset), withdraw password, bank accounts, member info and the agent and
 * friend-recommend checks. Codes of these calls are in codes.ts (VerifyResetCode, MemberCenterCode).
 */

const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * Recovery step 1 (§7): proves the member by withdraw password and email or phone; answers a token.
 * Our extension: `method: 'sms'` proves the phone by `phone_verify`, the 6-digit code /register/sms
 * (type forgot_password) sent to the account's phone; without `method` the contact given decides.
 */
export const VxVerify = defineCall({
  name: 'VxVerify',
  method: 'POST',
  path: '/arks/web/vx/verify',
  auth: 'public',
  request: ZSiteScoped.extend({
    account: z.string().min(1, V.accountRequired).max(TEXT_MAX.account, V.accountLength),
    /** Only where the site's register form collected one (recoveryProofs); ignored elsewhere. */
    withdraw_password: z.string().max(128).optional(),
    member_email: text(TEXT_MAX.name).optional(),
    member_phone: text(TEXT_MAX.code).optional(),
    method: z.enum(['email', 'phone', 'sms']).optional(),
    phone_verify: text(TEXT_MAX.code).optional(),
  }),
  data: z.object({ token: z.string() }),
});

/** Recovery step 2 (§7): sets a new password with the verify token; ends every session of the member. */
export const VxReset = defineCall({
  name: 'VxReset',
  method: 'POST',
  path: '/arks/web/vx/reset',
  auth: 'public',
  request: ZSiteScoped.extend({
    account: z.string().min(1, V.accountRequired).max(TEXT_MAX.account, V.accountLength),
    password: passwordRule,
    token: text(TEXT_MAX.token).min(1),
  }),
  data: z.null(),
});

/**
 * Withdraw password (4 digits). Not named in §7: path chosen by us. Sets it when the member has none;
 * changing it needs `old_withdraw_password`.
 */
export const WithdrawPasswordSave = defineCall({
  name: 'WithdrawPasswordSave',
  method: 'POST',
  path: '/member/profile/withdraw_password',
  auth: 'member',
  request: z
    .object({
      old_withdraw_password: text(TEXT_MAX.code).optional(),
      withdraw_password: withdrawPasswordRule,
      check_withdraw_password: text(TEXT_MAX.code),
    })
    .refine((v) => v.withdraw_password === v.check_withdraw_password, {
      message: V.checkPswDiff,
      path: ['check_withdraw_password'],
    }),
  data: z.null(),
});

export const ZBankAccount = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  account_name: z.string(),
  /** Only the last four digits are shown, e.g. "****1234". */
  account_number_masked: z.string(),
  branch: z.string().nullable(),
  /** 1 once the operator verified it with a deposit (see need_bank_account_deposit_verified). */
  is_verified: flag,
});

/** The member's bank accounts. Not named in §7 (the /user/BindAccount screen): path chosen by us. */
export const BankAccountList = defineCall({
  name: 'BankAccountList',
  method: 'POST',
  path: '/member/bank_account',
  auth: 'member',
  request: z.object({}).passthrough(),
  data: z.object({ list: z.array(ZBankAccount) }),
});

/** Binds a bank account. Not named in §7: path chosen by us. Needs the withdraw password once set. */
export const BankAccountStore = defineCall({
  name: 'BankAccountStore',
  method: 'POST',
  path: '/member/bank_account/store',
  auth: 'member',
  request: z.object({
    bank_name: z.string().trim().min(1).max(100),
    account_name: z.string().trim().min(1).max(100),
    account_number: z
      .string()
      .max(30)
      .regex(/^\d{6,30}$/),
    branch: z.string().trim().max(100).optional(),
    withdraw_password: text(TEXT_MAX.code).optional(),
  }),
  data: z.object({ bank_account: ZBankAccount }),
});

/** §7 /member_info: id; currency. Answers the caller only; another member's id is refused (403). */
export const MemberInfo = defineCall({
  name: 'MemberInfo',
  method: 'POST',
  path: '/member_info',
  auth: 'member',
  request: z.object({ id: bigintId({ coerce: true }).optional() }).passthrough(),
  data: z.object({ id: z.number().int(), currency: z.string() }),
});

/** §7 agent-level names shown to agents (member_type not 1). */
export const AgentLevelRename = defineCall({
  name: 'AgentLevelRename',
  method: 'POST',
  path: '/arks/web/agent-level-rename',
  auth: 'member',
  request: ZSiteScoped.passthrough(),
  data: z.object({
    detail: z.object({
      agent_level: z.number().int(),
      name: z.string(),
      list: z.array(z.object({ level: z.number().int(), name: z.string() })),
    }),
  }),
});

/**
 * §6/§7: may this member apply to be an agent? 101 already an agent (or an application waits), 104
 * not eligible (the message names what is missing). The same call files the application: sent with
 * apply_agent_flag 1 by an eligible member it records one for staff to decide, and answers
 * apply_agent_flag 1; without it the answer is 0 (eligible, nothing filed). agent_id answers the agent
 * the member would stand under (its introducer when that is an active agent, else 0); a request's
 * agent_id passes through unread: staff, not the applicant, place an agent in the tree.
 */
export const ApplyForAgentCheck = defineCall({
  name: 'ApplyForAgentCheck',
  method: 'POST',
  path: '/member/apply_for_agent/check',
  auth: 'member',
  request: z
    .object({
      // agent_id passes through unread (see above).
      apply_agent_flag: z.coerce
        .number()
        .int()
        .refine((v) => v === 0 || v === 1, 'apply_agent_flag: 0 or 1')
        .optional(),
    })
    .passthrough(),
  data: z.object({ agent_id: z.number().int(), apply_agent_flag: flag }),
});

/** §7: is friend-recommend active for the site and currency? */
export const BonusSettingCheck = defineCall({
  name: 'BonusSettingCheck',
  method: 'POST',
  path: '/bonus_setting/check',
  auth: 'member',
  request: ZSiteScoped.extend({ member_currency: text(TEXT_MAX.code).optional() }).passthrough(),
  data: z.object({ is_friend: flag }),
});

/** Result codes of the member-centre calls (HTTP 200). Recovery uses VerifyResetCode of §8. */
export const MemberCenterCode = {
  /** apply_for_agent/check: the member already is an agent. */
  ALREADY_AGENT: 101,
  /** apply_for_agent/check: not eligible yet (account age, deposits or valid bets below the site's rules). */
  NOT_ELIGIBLE: 104,
  /** withdraw password or bank binding: the (old) withdraw password is wrong. */
  WRONG_WITHDRAW_PASSWORD: 101,
  /** withdraw password: changing it needs the old one. */
  OLD_WITHDRAW_PASSWORD_REQUIRED: 102,
  /** bank binding: this account number is already bound on the site. */
  BANK_ACCOUNT_REPEAT: 103,
} as const;

export const MEMBER_CENTER_LIMITS = {
  /** Recovery tokens live this long (ms). */
  recoveryTokenTtlMs: 10 * 60 * 1000,
  /** Failed recovery attempts per account, and per address, per hour. */
  recoveryFailuresPerHour: 10,
  withdrawPasswordLength: LIMITS.withdrawPasswordLength,
} as const;
