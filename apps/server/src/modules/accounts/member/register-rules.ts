import { MEMBER_TYPE, RegisterCode, validationText } from '@arks/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { isFriendRecommendActive } from './referrals';
import { members, registerBlocklist } from './schema';
import { AppError, type ErrorSpec, errorTable } from '../../../platform/app-error';

const e = (code: number, message: string): ErrorSpec => ({ code, httpStatus: 200, message });

export const RegisterRuleErrors = errorTable('registerRule', {
  noProxy: e(RegisterCode.NO_PROXY, 'This agent link has no agent behind it'),
  recommendClosed: e(RegisterCode.RECOMMEND_CLOSED, 'Friend recommend is closed'),
  agentDisabled: e(RegisterCode.AGENT_DISABLED, 'This agent is not active'),
  recommendDisabled: e(
    RegisterCode.RECOMMEND_DISABLED,
    'The friend who recommended you cannot recommend now',
  ),
  codeDisabled: e(RegisterCode.CODE_DISABLED, 'This recommend code is not valid'),
  introducerNotFound: e(RegisterCode.INTRODUCER_NOT_FOUND, 'Introducer not found'),
  introducerInvalid: e(RegisterCode.INTRODUCER_INVALID, 'This introducer cannot introduce members'),
  nameBlacklisted: e(RegisterCode.NAME_BLACKLISTED, 'This name cannot be registered'),
  emailBlacklisted: e(RegisterCode.EMAIL_BLACKLISTED, 'This email cannot be registered'),
  ipError: e(RegisterCode.IP_ERROR, 'Registration is not allowed from your network'),
} as const satisfies Record<string, ErrorSpec>);

/** Spec §8: field failures with a code of their own (the rest stay a 400 naming the field). */
const FIELD_CODES: Record<string, number> = {
  member_email: RegisterCode.EMAIL_INVALID,
  member_phone: RegisterCode.PHONE_INVALID,
  member_name: RegisterCode.NAME_INVALID,
  member_qq: RegisterCode.QQ,
  member_skype: RegisterCode.SKYPE,
  member_wechat: RegisterCode.WECHAT,
  member_zalo: RegisterCode.ZALO,
  member_fb: RegisterCode.FACEBOOK,
  member_telegram: RegisterCode.TELEGRAM,
  member_whats_app: RegisterCode.WHATSAPP,
};

/**
 * The register answer for a form that fails the shared rules: the spec's own code when the first
 * failing field has one (301-308 carry the message the client shows on that field), else undefined
 * and the caller answers the usual 400.
 */
export function registerFieldError(error: z.ZodError, lang: string): AppError | undefined {
  const first = error.issues[0];
  const field = first?.path.join('.');
  const code = field ? FIELD_CODES[field] : undefined;
  if (!first || !code) return undefined;
  const message = validationText(first.message, lang);
  return new AppError(e(code, message), {
    message,
    data: { errors: [{ field, key: first.message, message }] },
  });
}

/** A blocklist value as registration compares it, and as staff add it: trimmed and lower-cased. */
export const blocklistValue = (value: string) => value.trim().toLowerCase();

/** Names and email domains the site refuses. */
export async function checkBlocklist(db: Db, siteId: number, v: { name?: string; email?: string }) {
  const listed = async (kind: 'name' | 'email_domain', value: string) =>
    (
      await db
        .select({ v: registerBlocklist.value })
        .from(registerBlocklist)
        .where(
          and(
            eq(registerBlocklist.siteId, siteId),
            eq(registerBlocklist.kind, kind),
            eq(registerBlocklist.value, blocklistValue(value)),
          ),
        )
        .limit(1)
    ).length > 0;
  if (v.name && (await listed('name', v.name))) throw new AppError(RegisterRuleErrors.nameBlacklisted);
  const domain = v.email?.split('@')[1];
  if (domain && (await listed('email_domain', domain)))
    throw new AppError(RegisterRuleErrors.emailBlacklisted);
}

/**
 * Whether the introducer a registration names (an agent id from a link, or an account typed in) is a
 * member of the site: the early steps of registration (field check, phone code) ask only this, and
 * /register itself judges the rest (agent, active, currency).
 */
export async function introducerExists(db: Db, siteId: number, introducer: string): Promise<boolean> {
  const byId = /^\d{1,15}$/.test(introducer);
  if (/^\d+$/.test(introducer) && !byId) return false;
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.siteId, siteId),
        byId ? eq(members.id, Number(introducer)) : eq(members.account, introducer.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The agent behind an agent link or agent domain (`introducer`: the agent's id from the link, or an
 * account typed in). The agent fixes the currency: a registration in another currency is refused.
 */
export async function resolveIntroducer(db: Db, siteId: number, currency: string, introducer: string) {
  const byId = /^\d+$/.test(introducer);
  const [agent] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.siteId, siteId),
        byId ? eq(members.id, Number(introducer)) : eq(members.account, introducer.trim().toLowerCase()),
      ),
    );
  if (!agent) throw new AppError(byId ? RegisterRuleErrors.noProxy : RegisterRuleErrors.introducerNotFound);
  if (agent.memberType === 1) throw new AppError(RegisterRuleErrors.introducerInvalid);
  // §8 108: a disabled or frozen account, or an agent staff suspended (member_type 3: its links
  // register nobody until staff restore it).
  if (agent.status !== 'active' || agent.memberType === MEMBER_TYPE.suspendedAgent)
    throw new AppError(RegisterRuleErrors.agentDisabled);
  if (agent.currency !== currency) {
    throw new AppError(RegisterRuleErrors.introducerInvalid, {
      message: `This agent registers members in ${agent.currency} only (member_currency)`,
    });
  }
  return agent.id;
}

/** The friend of a recommend code (their account), while the programme runs for this currency. */
export async function resolveRecommender(db: Db, siteId: number, currency: string, code: string) {
  if (!(await isFriendRecommendActive(db, siteId, currency))) {
    throw new AppError(RegisterRuleErrors.recommendClosed);
  }
  const [friend] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), sql`${members.account} = ${code.trim().toLowerCase()}`));
  if (!friend || friend.currency !== currency) throw new AppError(RegisterRuleErrors.codeDisabled);
  if (friend.status !== 'active') throw new AppError(RegisterRuleErrors.recommendDisabled);
  return friend.id;
}
