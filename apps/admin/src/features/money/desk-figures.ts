import type { AdminWithdrawalReview } from '@arks/contracts';
import type { z } from 'zod';
import { addDecimals, subtractDecimals } from '../../lib/decimal';

type Totals = z.output<(typeof AdminWithdrawalReview)['data']>['totals'];

/**
 * What the reviewer weighs, from the member's posted money by kind: deposits against withdrawals,
 * what the games gave or took (results while playing, money moved out of and back from providers),
 * and what staff and promotions added.
 */
export function deskFigures(totals: Totals) {
  const of = (kind: Totals[number]['kind']) =>
    totals.find((x) => x.kind === kind) ?? { kind, in: '0', out: '0', count: 0 };
  const net = (kind: Totals[number]['kind']) => subtractDecimals(of(kind).in, of(kind).out);
  const deposits = of('deposit');
  const withdrawals = of('withdrawal');
  return {
    deposits: deposits.in,
    depositCount: deposits.count,
    withdrawals: withdrawals.out,
    withdrawalCount: withdrawals.count,
    depositMinusWithdrawal: subtractDecimals(deposits.in, withdrawals.out),
    /**
     * Money into games (provider_in) against money back (provider_out) on the main wallet: positive,
     * the member took more out of the games than they put in (what still sits at a provider is not counted).
     */
    games: addDecimals(net('game_result'), net('provider_in'), net('provider_out')),
    adjustments: net('adjustment'),
    promotions: net('promotion'),
  };
}
