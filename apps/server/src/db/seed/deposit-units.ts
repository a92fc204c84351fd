import { toMinor, type CurrencyCode } from '@arks/contracts';
import { depositChannels } from '../schema';
import type { SeedUnit } from './index';
import { inEveryLanguage } from './texts';

/** One manual bank channel per currency a site opens; staff edit the account details. */
const BANKS: Record<string, { bank: string; holder: string; number: string; min: string; max: string }> = {
  RMB: {
    bank: '锦鲤商业银行',
    holder: '锦鲤娱乐有限公司',
    number: '6222020200112233445',
    min: '100',
    max: '50000',
  },
  USD: {
    bank: 'Harbour Trust Bank',
    holder: 'Koi Entertainment Ltd',
    number: '001122334455',
    min: '20',
    max: '10000',
  },
  VND: {
    bank: 'Ngân hàng Lan Thủy',
    holder: 'Cong ty Tidal Orchid',
    number: '0071000123456',
    min: '200000',
    max: '500000000',
  },
  THB: {
    bank: 'Orchid Commercial Bank',
    holder: 'Tidal Orchid Co., Ltd.',
    number: '1234567890',
    min: '300',
    max: '1000000',
  },
};

export function depositUnits(
  site: { id: number; currencies: readonly string[] },
  options: { sandbox: boolean },
): SeedUnit[] {
  const units: SeedUnit[] = [
    {
      key: `site:${site.id}:deposit-channels`,
      async apply(tx) {
        const rows = site.currencies.flatMap((currency) => {
          const b = BANKS[currency];
          if (!b) return [];
          const c = currency as CurrencyCode;
          return [
            {
              siteId: site.id,
              currency,
              type: 'bank' as const,
              names: inEveryLanguage((texts) => texts.deposit.bankTransfer),
              minAmount: toMinor(b.min, c),
              maxAmount: toMinor(b.max, c),
              bankName: b.bank,
              accountName: b.holder,
              accountNumber: b.number,
            },
          ];
        });
        if (rows.length) await tx.insert(depositChannels).values(rows);
      },
    },
  ];
  if (!options.sandbox) return units;
  return [
    ...units,
    {
      // Online payment through the sandbox gateway shipped with the product (shown only while
      // SANDBOX_GATEWAY is on); an operator adds their real gateway as another channel.
      key: `site:${site.id}:deposit-gateway-channels`,
      async apply(tx) {
        const rows = site.currencies.flatMap((currency) => {
          const b = BANKS[currency];
          if (!b) return [];
          const c = currency as CurrencyCode;
          return [
            {
              siteId: site.id,
              currency,
              type: 'gateway' as const,
              names: inEveryLanguage((texts) => texts.deposit.sandboxGateway),
              minAmount: toMinor(b.min, c),
              maxAmount: toMinor(b.max, c),
              gatewayUrl: '/sandbox-gateway/pay',
              merchantId: 'SANDBOX',
              sort: 1,
            },
          ];
        });
        if (rows.length) await tx.insert(depositChannels).values(rows);
      },
    },
  ];
}
