import { recommendSettings, registerSettings, serviceAgreements } from '../schema';
import type { SeedUnit } from './index';

/** Register form per currency: which optional fields the operator shows and requires (spec §3). */
const FIELDS_BY_CURRENCY: Record<string, { field: string; required?: boolean; unique?: boolean }[]> = {
  RMB: [
    { field: 'member_name', required: true },
    { field: 'member_phone', unique: true },
    { field: 'member_email', unique: true },
    { field: 'member_birthday' },
    { field: 'member_qq' },
    { field: 'member_wechat' },
    { field: 'withdraw_password', required: true },
  ],
  USD: [{ field: 'member_email', required: true, unique: true }, { field: 'member_telegram' }],
  VND: [
    { field: 'member_name', required: true },
    { field: 'member_phone', required: true, unique: true },
    { field: 'member_zalo' },
    { field: 'member_fb' },
  ],
  THB: [
    { field: 'member_name' },
    { field: 'member_phone', required: true, unique: true },
    { field: 'member_email' },
  ],
};

const AGREEMENT = {
  zh_CN: {
    title: '服务协议',
    content:
      '1. 会员须年满18周岁，并保证所填写的资料真实有效。\n2. 每位会员仅可注册一个账号；同一身份、电话或银行账户下的多个账号将被冻结。\n3. 会员须妥善保管账号与密码，因保管不当造成的损失由会员自行承担。\n4. 本站保留在发现违规、套利或异常投注时调整或取消相关注单与优惠的权利。\n5. 请理性娱乐，量力而行。',
  },
  en_US: {
    title: 'Service Agreement',
    content:
      '1. Members must be at least 18 years old and give true and complete details.\n2. One account per person: several accounts under the same identity, phone or bank account will be frozen.\n3. Members keep their account and password safe and bear losses caused by sharing them.\n4. We may adjust or void bets and bonuses where we find abuse, arbitrage or irregular play.\n5. Play responsibly and within your means.',
  },
};

export function memberUnits(site: { id: number; currencies: readonly string[] }): SeedUnit[] {
  return [
    {
      key: `site:${site.id}:register-settings`,
      async apply(tx) {
        const rows = site.currencies.flatMap((currency) =>
          (FIELDS_BY_CURRENCY[currency] ?? []).map((f, i) => ({
            siteId: site.id,
            currency,
            field: f.field,
            isDisplay: true,
            isRequired: f.required ?? false,
            isUnique: f.unique ?? false,
            isMemberCenter: true,
            isVerification: false,
            sort: i,
          })),
        );
        if (rows.length) await tx.insert(registerSettings).values(rows).onConflictDoNothing();
      },
    },
    {
      // Friend recommend runs in every currency the site opens; staff switch it off per currency.
      key: `site:${site.id}:recommend-settings`,
      async apply(tx) {
        await tx
          .insert(recommendSettings)
          .values(site.currencies.map((currency) => ({ siteId: site.id, currency, isActive: true })))
          .onConflictDoNothing();
      },
    },
    {
      key: `site:${site.id}:service-agreement`,
      async apply(tx) {
        await tx
          .insert(serviceAgreements)
          .values(Object.entries(AGREEMENT).map(([language, a]) => ({ siteId: site.id, language, ...a })))
          .onConflictDoNothing();
      },
    },
  ];
}
