/** The module's public face: the bet records every figure of valid bets and win/loss is read from. */
export { betChangesAfter, countedDelta, COUNTED_STATUSES, settledTotalsByMemberHall } from './reads';
export type { BetChange, BetFigures, MemberHallTotals } from './reads';
export { memberBetPage } from './member-bets';
export type { MemberBetQuery, MemberBetRow, MemberBetTotals } from './member-bets';
