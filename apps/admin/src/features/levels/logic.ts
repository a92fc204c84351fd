import type { AdminLevelConfigSave, ZAdminLevelConfig } from '@arks/contracts';
import type { z } from 'zod';

type Config = z.infer<typeof ZAdminLevelConfig>;
type SaveInput = z.input<(typeof AdminLevelConfigSave)['request']>;

/** One currency's cells of a level as the form holds them: text as typed, empty for none. */
export interface AmountCells {
  deposit_threshold?: string;
  valid_bet_threshold?: string;
  bonus?: string;
  withdraw_daily_count?: number | null;
  withdraw_daily_amount?: string;
}

export interface LevelRow {
  names: Record<string, string | undefined>;
  bonus_turnover_multiple: number;
  amounts: Record<string, AmountCells | undefined>;
}

export interface LadderForm {
  base: 0 | 1;
  period_days: number;
  demotion: boolean;
  levels: LevelRow[];
}

/** The saved ladder as the form edits it; a site without one starts with its base level alone. */
export function ladderForm(config: Config | undefined): LadderForm {
  if (!config || config.levels.length === 0)
    return {
      base: 0,
      period_days: config?.period_days ?? 30,
      demotion: config?.demotion ?? false,
      levels: [{ names: {}, bonus_turnover_multiple: 0, amounts: {} }],
    };
  return {
    base: config.levels[0]!.level === 1 ? 1 : 0,
    period_days: config.period_days,
    demotion: config.demotion,
    levels: config.levels.map((l) => ({
      names: { ...l.names },
      bonus_turnover_multiple: l.bonus_turnover_multiple,
      amounts: Object.fromEntries(
        l.amounts.map((a) => [
          a.currency,
          {
            deposit_threshold: a.deposit_threshold,
            valid_bet_threshold: a.valid_bet_threshold,
            bonus: a.bonus,
            withdraw_daily_count: a.withdraw_daily_count,
            withdraw_daily_amount: a.withdraw_daily_amount ?? '',
          },
        ]),
      ),
    })),
  };
}

const filled = (v: string | undefined) => (v ?? '').trim();

/**
 * The form as the save call takes it: levels numbered from the base up, empty names left out, and a
 * currency left out of a level where both its thresholds are empty (the level is out of reach in it).
 * The base level asks nothing, so its thresholds are 0.
 */
export function ladderInput(
  form: LadderForm,
  siteId: number,
  currencies: string[],
  reason: string,
): SaveInput {
  return {
    site_id: siteId,
    period_days: form.period_days,
    demotion: form.demotion,
    reason,
    levels: form.levels.map((l, i) => ({
      level: form.base + i,
      names: Object.fromEntries(
        Object.entries(l.names)
          .map(([lang, name]) => [lang, filled(name)] as const)
          .filter(([, name]) => name !== ''),
      ),
      bonus_turnover_multiple: l.bonus_turnover_multiple ?? 0,
      amounts: currencies.flatMap((currency) => {
        const a = l.amounts[currency] ?? {};
        const deposit = i === 0 ? '0' : filled(a.deposit_threshold);
        const bet = i === 0 ? '0' : filled(a.valid_bet_threshold);
        const count = a.withdraw_daily_count;
        const amount = filled(a.withdraw_daily_amount);
        if (i > 0 && deposit === '' && bet === '') return [];
        return [
          {
            currency,
            deposit_threshold: deposit || '0',
            valid_bet_threshold: bet || '0',
            bonus: i === 0 ? '0' : filled(a.bonus) || '0',
            withdraw_daily_count: count === undefined || count === null ? null : Number(count),
            withdraw_daily_amount: amount === '' ? null : amount,
          },
        ];
      }),
    })),
  };
}
