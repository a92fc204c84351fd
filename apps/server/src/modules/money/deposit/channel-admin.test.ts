import {
  AdminAuditList,
  AdminDepositChannelCreate,
  AdminDepositChannelList,
  AdminDepositChannelReorder,
  AdminDepositChannelSetActive,
  AdminDepositChannelUpdate,
  AdminSiteList,
  DepositChannels,
  DepositRequest,
  LANG_CODES,
  MoneyCode,
} from '@arks/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositChannels } from '../../../db/schema';
import { fieldErrors, offContract, type Input } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registeredMember } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';
import { openSecret } from '../../../platform/secret-box';
import { providerSecretKey } from '../../../config';

let t: TestApp;
let finance: Staff;
let support: Staff;
let admin: Staff;
let languages: string[];
const SECRET = 'merchant-signing-secret-0123456789';

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  finance = await staffMember(t, 'ch-finance', 'finance');
  support = await staffMember(t, 'ch-support', 'support');
  admin = await staffMember(t, 'ch-admin', 'admin');
  languages = (await admin.call(AdminSiteList, {})).list.find((s) => s.id === 1)!.languages;
});
afterAll(() => t.close());

const names = (label: string) => Object.fromEntries(languages.map((l) => [l, `${label} ${l}`]));
const bank = (label: string, extra: Partial<Input<typeof AdminDepositChannelCreate>> = {}) => ({
  site_id: 1,
  currency: 'RMB',
  type: 'bank' as const,
  names: names(label),
  min_amount: '50',
  max_amount: '20000',
  bank_name: '招商银行',
  account_name: '锦鲤娱乐有限公司',
  account_number: '6214830012345678',
  bank_branch: '深圳南山支行',
  ...extra,
});
const rmbChannels = async () =>
  (await finance.call(AdminDepositChannelList, { site_id: 1, currency: 'RMB', page_size: 100 })).list;
const lastAudit = async (action: string) =>
  (await admin.call(AdminAuditList, { action, page_size: 1 })).list[0]!;

describe('deposit channels in the console', () => {
  it('adds a bank channel that the member’s deposit page lists at once, named in the member’s language', async () => {
    const made = await finance.call(AdminDepositChannelCreate, {
      ...bank('招行转账'),
      reason: 'new account',
    });
    expect(made).toMatchObject({
      type: 'bank',
      bank_branch: '深圳南山支行',
      min_amount: '50.00',
      daily_limit: null,
      active: true,
      secret_set: false,
    });
    const m = await registeredMember(t, { member_account: 'chmember1', member_name: '周九' });
    const listed = (await m.call(DepositChannels)).list.find((c) => c.id === made.id);
    expect(listed).toMatchObject({
      name: `招行转账 ${languages.includes('zh_CN') ? 'zh_CN' : languages[0]}`,
    });
    expect(listed).toMatchObject({
      account_number: '6214830012345678',
      bank_branch: '深圳南山支行',
      min_amount: '50.00',
    });
    expect(await lastAudit('deposit_channel_created')).toMatchObject({
      target: `deposit_channel:${made.id}`,
      detail: { after: { bank_name: '招商银行' }, reason: 'new account' },
    });

    // Switched off, members no longer see it; back on, they do.
    await finance.call(AdminDepositChannelSetActive, {
      id: made.id,
      active: false,
      reason: 'account frozen',
    });
    expect((await m.call(DepositChannels)).list.map((c) => c.id)).not.toContain(made.id);
    const denied = await m.send(DepositRequest, {
      channel_id: made.id,
      amount: '100',
      idempotency_key: 'ch-off-0001',
    });
    expect(denied.code).toBe(MoneyCode.CHANNEL_UNAVAILABLE);
    await finance.call(AdminDepositChannelSetActive, { id: made.id, active: true, reason: 'unfrozen' });
    expect((await m.call(DepositChannels)).list.map((c) => c.id)).toContain(made.id);
  });

  it('applies a changed limit to the member’s next deposit, and audits before and after', async () => {
    const made = await finance.call(AdminDepositChannelCreate, bank('限额渠道'));
    const m = await registeredMember(t, { member_account: 'chmember2', member_name: '郑十' });
    const changed = await finance.call(AdminDepositChannelUpdate, {
      id: made.id,
      min_amount: '500',
      reason: 'bank asks for larger transfers',
    });
    expect(changed.min_amount).toBe('500.00');
    const low = await m.send(DepositRequest, {
      channel_id: made.id,
      amount: '100',
      idempotency_key: 'ch-low-0001',
    });
    expect(low.code).toBe(MoneyCode.AMOUNT_OUT_OF_RANGE);
    expect(await lastAudit('deposit_channel_updated')).toMatchObject({
      detail: { before: { min_amount: '50.00' }, after: { min_amount: '500.00' }, secret_replaced: false },
    });
  });

  it('caps a channel’s day: parallel orders never take it past its daily limit', async () => {
    const made = await finance.call(AdminDepositChannelCreate, bank('日限额', { daily_limit: '1000' }));
    const payers = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => registeredMember(t, { member_account: `chcap${i}x`, member_name: '王五' })),
    );
    const answers = await Promise.all(
      payers.map((p, i) =>
        p.send(DepositRequest, { channel_id: made.id, amount: '300', idempotency_key: `ch-cap-000${i}` }),
      ),
    );
    expect(answers.filter((a) => a.code === 1000 || a.code === 100)).toHaveLength(3);
    expect(answers.filter((a) => a.code === MoneyCode.AMOUNT_OUT_OF_RANGE)).toHaveLength(2);
  });

  it('seals a gateway’s secret, never returns it, and replaces it only when a new one is sent', async () => {
    const made = await finance.call(AdminDepositChannelCreate, {
      site_id: 1,
      currency: 'RMB',
      type: 'gateway',
      names: names('快捷支付'),
      min_amount: '10',
      max_amount: '5000',
      gateway_url: 'https://pay.example.com/checkout',
      merchant_id: 'M-1001',
      secret: SECRET,
    });
    expect(made.secret_set).toBe(true);
    expect(JSON.stringify(made)).not.toContain(SECRET);
    const stored = async () =>
      (await t.db.select().from(depositChannels).where(eq(depositChannels.id, made.id)))[0]!.secretEnc!;
    const sealed = await stored();
    expect(sealed).not.toContain(SECRET);
    expect(openSecret(sealed, providerSecretKey({ NODE_ENV: 'test' }))).toBe(SECRET);

    await finance.call(AdminDepositChannelUpdate, { id: made.id, max_amount: '8000', reason: 'raise' });
    expect(await stored()).toBe(sealed);
    await finance.call(AdminDepositChannelUpdate, { id: made.id, secret: `${SECRET}-v2`, reason: 'rotated' });
    expect(openSecret(await stored(), providerSecretKey({ NODE_ENV: 'test' }))).toBe(`${SECRET}-v2`);

    const everything = JSON.stringify([
      await finance.call(AdminDepositChannelList, { site_id: 1, page_size: 100 }),
      (await admin.call(AdminAuditList, { target: `deposit_channel:${made.id}`, page_size: 50 })).list,
    ]);
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toContain(sealed);
    expect(await lastAudit('deposit_channel_updated')).toMatchObject({ detail: { secret_replaced: true } });

    const newMerchant = await finance.send(AdminDepositChannelUpdate, {
      id: made.id,
      merchant_id: 'M-2002',
      reason: 'moved',
    });
    expect(fieldErrors(newMerchant).map((e) => e.field)).toEqual(['secret']);
  });

  it('refuses bad input by field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...bank('x'), names: { [languages[0]!]: 'only one' } }, `names.${languages.find((l, i) => i > 0)}`],
      [{ ...bank('x'), max_amount: '10' }, 'max_amount'],
      [{ ...bank('x'), min_amount: '1.234' }, 'min_amount'],
      [{ ...bank('x'), daily_limit: '20' }, 'daily_limit'],
      [{ ...bank('x'), currency: 'JPY' }, 'currency'],
      [{ ...bank('x'), account_number: undefined }, 'account_number'],
      [{ ...bank('x'), merchant_id: 'M-1' }, 'merchant_id'],
      [
        {
          ...bank('x'),
          type: 'gateway',
          bank_name: undefined,
          account_name: undefined,
          account_number: undefined,
          bank_branch: undefined,
          gateway_url: 'https://pay.example.com',
          merchant_id: 'M-9',
        },
        'secret',
      ],
      [{ ...bank('x'), names: { xx_XX: 'nope' } }, 'names'],
    ];
    expect(languages.length).toBeGreaterThan(1);
    for (const [body, field] of cases) {
      const answer = await finance.send(AdminDepositChannelCreate, offContract(body));
      expect([answer.statusCode, fieldErrors(answer)[0]?.field], JSON.stringify(body)).toEqual([400, field]);
    }
    const missing = await finance.send(AdminDepositChannelUpdate, { id: 999_999, reason: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('is finance’s and admin’s: support may not read or change channels', async () => {
    expect((await support.send(AdminDepositChannelList, {})).statusCode).toBe(403);
    expect((await support.send(AdminDepositChannelCreate, bank('x'))).statusCode).toBe(403);
    expect((await admin.send(AdminDepositChannelList, {})).statusCode).toBe(200);
  });

  it('orders a site and currency’s channels for members; parallel reorders and edits stay whole', async () => {
    const ids = (await rmbChannels()).map((c) => c.id);
    const reversed = [...ids].reverse();
    const rotated = [...ids.slice(1), ids[0]!];
    const answers = await Promise.all([
      finance.send(AdminDepositChannelReorder, { site_id: 1, currency: 'RMB', ids: reversed }),
      finance.send(AdminDepositChannelReorder, { site_id: 1, currency: 'RMB', ids: rotated }),
      finance.send(AdminDepositChannelUpdate, { id: ids[0]!, max_amount: '30000', reason: 'raise' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const now = (await rmbChannels()).map((c) => c.id);
    expect([JSON.stringify(reversed), JSON.stringify(rotated)]).toContain(JSON.stringify(now));
    const sorts = (await rmbChannels()).map((c) => c.sort);
    expect(new Set(sorts).size).toBe(sorts.length);

    const m = await registeredMember(t, { member_account: 'chmember3', member_name: '吴十' });
    const seen = (await m.call(DepositChannels)).list.map((c) => c.id);
    expect(seen).toEqual(now.filter((id) => seen.includes(id)));

    const partial = await finance.send(AdminDepositChannelReorder, {
      site_id: 1,
      currency: 'RMB',
      ids: now.slice(1),
    });
    expect(fieldErrors(partial).map((e) => e.field)).toEqual(['ids']);
    expect(LANG_CODES).toContain(languages[0]);
  });
});
