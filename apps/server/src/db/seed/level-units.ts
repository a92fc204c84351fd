import { toMinor, type CurrencyCode } from '@arks/contracts';
import { levelAmounts, levels, levelSettings } from '../schema';
import type { SeedUnit } from './index';
import { inEveryLanguage } from './texts';

/**
 * The demo ladder per currency, levels 1 to 5 (the base, 0, asks nothing and sets no caps, so the
 * site's withdrawal limits apply to it): deposits and valid bets over 30 days, the level-up bonus,
 * and the daily withdrawal count and amount of the level, as decimal strings.
 */
export const LEVEL_TERMS: Record<
  string,
  { deposit: string[]; validBet: string[]; bonus: string[]; dailyCount: number[]; dailyAmount: string[] }
> = {
  RMB: {
    deposit: ['1000', '5000', '20000', '100000', '500000'],
    validBet: ['5000', '30000', '150000', '800000', '4000000'],
    bonus: ['18', '58', '188', '888', '3888'],
    dailyCount: [5, 8, 10, 15, 20],
    dailyAmount: ['100000', '200000', '500000', '1000000', '2000000'],
  },
  USD: {
    deposit: ['150', '700', '3000', '15000', '70000'],
    validBet: ['700', '4000', '20000', '100000', '500000'],
    bonus: ['3', '8', '28', '128', '588'],
    dailyCount: [5, 8, 10, 15, 20],
    dailyAmount: ['15000', '30000', '70000', '150000', '300000'],
  },
  VND: {
    deposit: ['3500000', '17500000', '70000000', '350000000', '1750000000'],
    validBet: ['17500000', '105000000', '525000000', '2800000000', '14000000000'],
    bonus: ['58000', '188000', '588000', '2888000', '12888000'],
    dailyCount: [5, 8, 10, 15, 20],
    dailyAmount: ['350000000', '700000000', '1750000000', '3500000000', '7000000000'],
  },
  THB: {
    deposit: ['5000', '25000', '100000', '500000', '2500000'],
    validBet: ['25000', '150000', '750000', '4000000', '20000000'],
    bonus: ['88', '288', '888', '4888', '18888'],
    dailyCount: [5, 8, 10, 15, 20],
    dailyAmount: ['500000', '1000000', '2500000', '5000000', '10000000'],
  },
};

/** A demo brand's member levels (VIP): six levels named in every language, no demotion. */
export function levelUnits(site: { id: number; currencies: readonly string[] }): SeedUnit[] {
  const currencies = site.currencies.filter((currency) => LEVEL_TERMS[currency]);
  return [
    {
      key: `site:${site.id}:levels`,
      async apply(tx) {
        await tx
          .insert(levelSettings)
          .values({ siteId: site.id, periodDays: 30, demotion: false })
          .onConflictDoNothing();
        const rungs = Array.from({ length: 6 }, (_, level) => ({
          siteId: site.id,
          level,
          names: inEveryLanguage((texts) => texts.levels.names[level]!),
          bonusTurnoverMultiple: level === 0 ? 0 : 1,
        }));
        await tx.insert(levels).values(rungs).onConflictDoNothing();
        const amounts = currencies.flatMap((currency) => {
          const terms = LEVEL_TERMS[currency]!;
          const c = currency as CurrencyCode;
          return [
            {
              siteId: site.id,
              level: 0,
              currency,
              depositThreshold: 0n,
              validBetThreshold: 0n,
              bonus: 0n,
              withdrawDailyCount: null,
              withdrawDailyAmount: null,
            },
            ...terms.deposit.map((deposit, i) => ({
              siteId: site.id,
              level: i + 1,
              currency,
              depositThreshold: toMinor(deposit, c),
              validBetThreshold: toMinor(terms.validBet[i]!, c),
              bonus: toMinor(terms.bonus[i]!, c),
              withdrawDailyCount: terms.dailyCount[i]!,
              withdrawDailyAmount: toMinor(terms.dailyAmount[i]!, c),
            })),
          ];
        });
        if (amounts.length) await tx.insert(levelAmounts).values(amounts).onConflictDoNothing();
      },
    },
  ];
}
