/**
 * The module's public face: what a set of members did over site days, from the daily rollups (the
 * agent programme's team reports and commission read these, so they add up to the operator's).
 */
export { dailyFiguresOf, memberFigures, memberHallFigures, memberMoney } from './member-figures';
export type {
  DayFigures,
  MemberFigures,
  MemberHallFigures,
  MemberMoney,
  MemberRange,
} from './member-figures';
