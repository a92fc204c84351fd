import { describe, expect, it } from 'vitest';
import { ladderForm, ladderInput } from './logic';

describe('level ladder form', () => {
  it('starts a site without a ladder at its base level alone', () => {
    expect(ladderForm(undefined)).toEqual({
      base: 0,
      period_days: 30,
      demotion: false,
      levels: [{ names: {}, bonus_turnover_multiple: 0, amounts: {} }],
    });
  });

  it('numbers levels from the base, drops empty names and currencies without thresholds', () => {
    const input = ladderInput(
      {
        base: 1,
        period_days: 14,
        demotion: true,
        levels: [
          { names: { zh_CN: '普通', en_US: ' ' }, bonus_turnover_multiple: 0, amounts: {} },
          {
            names: { zh_CN: ' 青铜 ' },
            bonus_turnover_multiple: 2,
            amounts: {
              RMB: {
                deposit_threshold: '100',
                valid_bet_threshold: '',
                bonus: '',
                withdraw_daily_amount: '',
              },
              USD: { deposit_threshold: '', valid_bet_threshold: '' },
            },
          },
        ],
      },
      3,
      ['RMB', 'USD'],
      'launch',
    );
    expect(input).toEqual({
      site_id: 3,
      period_days: 14,
      demotion: true,
      reason: 'launch',
      levels: [
        {
          level: 1,
          names: { zh_CN: '普通' },
          bonus_turnover_multiple: 0,
          amounts: ['RMB', 'USD'].map((currency) => ({
            currency,
            deposit_threshold: '0',
            valid_bet_threshold: '0',
            bonus: '0',
            withdraw_daily_count: null,
            withdraw_daily_amount: null,
          })),
        },
        {
          level: 2,
          names: { zh_CN: '青铜' },
          bonus_turnover_multiple: 2,
          amounts: [
            {
              currency: 'RMB',
              deposit_threshold: '100',
              valid_bet_threshold: '0',
              bonus: '0',
              withdraw_daily_count: null,
              withdraw_daily_amount: null,
            },
          ],
        },
      ],
    });
  });
});
