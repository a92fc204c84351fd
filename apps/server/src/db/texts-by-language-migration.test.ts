import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseMigratedTo, type TestDatabase } from '../test/test-database';
import { runMigrations, withStartupLock } from './migrate';

/**
 * Migrations 0041 and 0042 turn single-language promotion titles and deposit channel names into texts
 * by language. Rows an older release stored must keep their words: they become the text of their
 * site's default language, the one every other reader falls back to.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabaseMigratedTo('0039_staff_audit_chain');
  const q = (text: string) => database.pool.query(text);
  await q(`insert into sites (id, name, title_zh, title_en, theme, template, mobile_template, site_template,
             default_language)
           values (7, 'old-koi', '旧锦鲤', 'Old Koi', 'vermilion', 'pc', 'H5_1', 'site02', 'zh_CN'),
                  (8, 'old-orchid', '旧兰', 'Old Orchid', 'lagoon', 'pc', 'H5_2', 'suncity', 'vi_VN')`);
  await q(`insert into members (id, site_id, account, password_hash, currency)
           values (70, 7, 'oldmember', 'x', 'RMB')`);
  await q(`insert into sign_in_campaigns (site_id, currency, title, start_date, end_date, rewards, budget)
           values (7, 'RMB', '老签到', '2026-01-01', '2026-01-28', '["100"]', 10000),
                  (8, 'VND', 'Điểm danh cũ', '2026-01-01', '2026-01-28', '["100"]', 10000)`);
  await q(`insert into red_envelope_promotions (site_id, currency, title, start_at, end_at, min_amount,
             max_amount, budget)
           values (8, 'VND', 'Lì xì cũ', now(), now() + interval '1 day', 1, 2, 10)`);
  await q(`insert into deposit_channels (id, site_id, currency, type, name, min_amount, max_amount)
           values (70, 7, 'RMB', 'bank', '老银行', 100, 1000)`);
  await q(`insert into deposit_orders (order_number, site_id, member_id, currency, channel_id, channel_name,
             amount, idempotency_key, created_at)
           values ('DOLD1', 7, 70, 'RMB', 70, '老银行', 500, 'old-key', now())`);
  await withStartupLock(database.pool, (client) => runMigrations(client));
});
afterAll(() => database.drop());

const rows = async (text: string) => (await database.pool.query(text)).rows;

describe('texts by language (migrations 0041, 0042)', () => {
  it('keep each promotion title as the text of its site’s default language', async () => {
    expect(await rows('select site_id, titles from sign_in_campaigns order by site_id')).toEqual([
      { site_id: 7, titles: { zh_CN: '老签到' } },
      { site_id: 8, titles: { vi_VN: 'Điểm danh cũ' } },
    ]);
    expect(await rows('select titles from red_envelope_promotions')).toEqual([
      { titles: { vi_VN: 'Lì xì cũ' } },
    ]);
  });

  it('keep deposit channel names, and the name an order was filed under', async () => {
    expect(await rows('select names from deposit_channels')).toEqual([{ names: { zh_CN: '老银行' } }]);
    expect(await rows('select channel_names from deposit_orders')).toEqual([
      { channel_names: { zh_CN: '老银行' } },
    ]);
  });

  it('drop the single-language columns', async () => {
    const columns = await rows(`select table_name, column_name from information_schema.columns
      where (table_name in ('sign_in_campaigns', 'red_envelope_promotions') and column_name = 'title')
         or (table_name = 'deposit_channels' and column_name = 'name')
         or (table_name = 'deposit_orders' and column_name = 'channel_name')`);
    expect(columns).toEqual([]);
  });
});
