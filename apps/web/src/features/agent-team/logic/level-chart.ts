/**
 * The rows of one StratifiedTable level as chart groups: the ten largest by valid bets, in that order,
 * and the rest summed into one "others" group, so a wide level stays readable on a phone.
 */
export interface LevelGroup {
  key: string;
  /** The row's account; null for the summed "others" group. */
  account: string | null;
  /** How many rows the "others" group sums (1 for a row of its own). */
  count: number;
  valid_bet: string;
  win_loss: string;
}

export const LEVEL_CHART_ROWS = 10;

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

function parts(amount: string): { value: bigint; scale: number } {
  const m = DECIMAL.exec(amount.trim());
  if (!m) throw new RangeError(`not a decimal amount: ${amount}`);
  const [, sign, whole, frac = ''] = m;
  const value = BigInt(whole! + frac);
  return { value: sign === '-' ? -value : value, scale: frac.length };
}

/** Exact sum of decimal strings, written with the most decimal places any of them has. */
export function sumDecimals(amounts: readonly string[]): string {
  const all = amounts.map(parts);
  const scale = Math.max(0, ...all.map((p) => p.scale));
  const total = all.reduce((sum, p) => sum + p.value * 10n ** BigInt(scale - p.scale), 0n);
  const neg = total < 0n;
  const digits = (neg ? -total : total).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  return `${neg ? '-' : ''}${whole}${scale ? `.${digits.slice(digits.length - scale)}` : ''}`;
}

function minus(amount: string): string {
  return amount.startsWith('-') ? amount.slice(1) : `-${amount.replace(/^\+/, '')}`;
}

export function levelGroups<
  R extends { member_id: number; account: string; valid_bet: string; win_loss: string },
>(rows: readonly R[], limit = LEVEL_CHART_ROWS): LevelGroup[] {
  const sorted = [...rows].sort((a, b) => {
    const d = parts(sumDecimals([b.valid_bet, minus(a.valid_bet)])).value;
    return d === 0n ? 0 : d > 0n ? 1 : -1;
  });
  const groups: LevelGroup[] = sorted.slice(0, limit).map((r) => ({
    key: String(r.member_id),
    account: r.account,
    count: 1,
    valid_bet: r.valid_bet,
    win_loss: r.win_loss,
  }));
  const rest = sorted.slice(limit);
  if (rest.length === 1) {
    const r = rest[0]!;
    groups.push({
      key: String(r.member_id),
      account: r.account,
      count: 1,
      valid_bet: r.valid_bet,
      win_loss: r.win_loss,
    });
  } else if (rest.length > 1) {
    groups.push({
      key: 'others',
      account: null,
      count: rest.length,
      valid_bet: sumDecimals(rest.map((r) => r.valid_bet)),
      win_loss: sumDecimals(rest.map((r) => r.win_loss)),
    });
  }
  return groups;
}
