/**
 * The module's public face: what a set of members did over site days, from the daily rollups (the
 * agent programme's team reports and commission read these, so they add up to the operator's).
 */
export { dailyFiguresOf, memberFigures, memberHallFigures } from './member-figures';
export type { DayFigures, MemberFigures, MemberHallFigures, MemberRange } from './member-figures';
