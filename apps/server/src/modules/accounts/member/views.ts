import type { z } from 'zod';
import {
  CURRENCIES,
  fromMinor,
  type CurrencyCode,
  type ZMemberCommonLayout,
  type ZMemberProfile,
} from '@arks/contracts';
import type { MemberRow } from './repository';

const bit = (v: boolean) => (v ? 1 : 0) as 0 | 1;

/** An identity id with all but its last four characters starred (staff views and the member's own). */
export const maskIdentity = (v: string | null) =>
  v && v.length > 4 ? `${'*'.repeat(v.length - 4)}${v.slice(-4)}` : v;

/**
 * The member layout of spec §3. Game and agent facts come with their modules; until then they answer
 * what is true today: not playing, no agency. member_cash is the wallet module's available main balance.
 */
/** The layout's agent fields, as the agent programme answers them for a member. */
export interface AgentLayoutFacts {
  is_agent: 0 | 1;
  agent_active: 0 | 1;
  agent_type: number;
  agent_level: number;
}

export function toLayout(
  m: MemberRow,
  facts: {
    needBankAccountDepositVerified: 0 | 1;
    bankAccountBound: 0 | 1;
    memberCash?: string;
    agent?: AgentLayoutFacts;
  } = {
    needBankAccountDepositVerified: 0,
    bankAccountBound: 0,
  },
): z.infer<typeof ZMemberCommonLayout> {
  return {
    id: m.id,
    member_account: m.account,
    member_type: m.memberType,
    member_currency: m.currency,
    // Without a wallet answer (no money has moved through this path), zero in the currency's minor units.
    member_cash:
      facts.memberCash ?? (m.currency in CURRENCIES ? fromMinor(0n, m.currency as CurrencyCode) : '0'),
    is_agent: facts.agent?.is_agent ?? bit(m.memberType !== 1),
    agent_active: facts.agent?.agent_active ?? 0,
    agent_type: facts.agent?.agent_type ?? 0,
    agent_level: facts.agent?.agent_level ?? 0,
    is_playing: 0,
    cash_back_status: 0,
    wallet_status: 1,
    first_login_to_change_password: bit(m.mustChangePassword),
    need_bank_account_deposit_verified: facts.needBankAccountDepositVerified,
    bank_account_bound: facts.bankAccountBound,
  };
}

export function toProfile(m: MemberRow): z.infer<typeof ZMemberProfile> {
  const c = (k: string) => m.contacts[k] ?? null;
  return {
    id: m.id,
    member_account: m.account,
    member_name: m.name,
    is_withdraw_password: bit(m.withdrawPasswordHash !== null),
    member_birthday: m.birthday,
    member_email: m.email,
    member_currency: m.currency,
    member_phone: m.phone,
    member_line: c('member_line'),
    member_others: c('member_others'),
    member_qq: c('member_qq'),
    member_skype: c('member_skype'),
    member_wechat: c('member_wechat'),
    member_fb: c('member_fb'),
    member_zalo: c('member_zalo'),
    member_telegram: c('member_telegram'),
    member_whats_app: c('member_whats_app'),
    // A state id number: masked as staff see it, so an open session on a shared device does not give it away.
    identity_id: maskIdentity(m.identityId),
    // Nothing puts an id aside for staff to accept yet, so none ever waits.
    new_identity_id: null,
  };
}
