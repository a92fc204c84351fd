import { recommendSettings, registerSettings, serviceAgreements } from '../schema';
import type { SeedUnit } from './index';
import { SEED_TEXTS } from './texts';

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

/** The service agreement in every language (texts/): one row per language. */
const AGREEMENT = Object.entries(SEED_TEXTS).map(([language, texts]) => ({
  language,
  title: texts.agreement.title,
  content: texts.agreement.lines.join('\n'),
}));

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
          .values(AGREEMENT.map((agreement) => ({ siteId: site.id, ...agreement })))
          .onConflictDoNothing();
      },
    },
  ];
}
