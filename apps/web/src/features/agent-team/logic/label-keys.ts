/**
 * Catalog keys the team pages choose at run time, written out whole so the catalog test and the type
 * of t() see every one.
 */
export const PERIOD_KEYS = {
  today: 'agentTeam.period.today',
  week: 'agentTeam.period.week',
  month: 'agentTeam.period.month',
} as const;

export const MEMBER_STATUS_KEYS = {
  active: 'agentTeam.status.active',
  frozen: 'agentTeam.status.frozen',
  disabled: 'agentTeam.status.disabled',
} as const;

/** The figures the operation chart can show. */
export const CHART_METRICS = {
  deposits: 'agentTeam.figures.deposits',
  withdrawals: 'agentTeam.figures.withdrawals',
  net: 'agentTeam.figures.net',
  valid_bet: 'agentTeam.figures.validBet',
  win_loss: 'agentTeam.figures.winLoss',
} as const;
export type ChartMetric = keyof typeof CHART_METRICS;

export const TEAM_LABEL_KEYS = [
  ...Object.values(PERIOD_KEYS),
  ...Object.values(MEMBER_STATUS_KEYS),
  ...Object.values(CHART_METRICS),
];
