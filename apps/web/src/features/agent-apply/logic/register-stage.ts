import type { TAgentApplicationStatus, TAgentEligibility } from '@arks/contracts';

/**
 * What the Register page shows: the agent's own state first (an agent has nothing to apply for), then
 * a waiting application, then a refusal (the member may apply again once eligible), then whether the
 * member may apply now.
 */
export type RegisterStage = 'agent' | 'suspended' | 'pending' | 'refused' | 'eligible' | 'ineligible';

export function registerStage(state: {
  agent_active: 0 | 1;
  status: TAgentApplicationStatus;
  eligibility: Pick<TAgentEligibility, 'eligible'>;
}): RegisterStage {
  if (state.agent_active === 1) return 'agent';
  // Approved yet not active: staff suspended the agent since.
  if (state.status === 'approved') return 'suspended';
  if (state.status === 'pending') return 'pending';
  if (state.status === 'refused') return 'refused';
  return state.eligibility.eligible ? 'eligible' : 'ineligible';
}

/** The rules a site sets, in display order; a rule asking nothing (0) is not shown. */
export function shownRequirements(e: TAgentEligibility) {
  const rows = [
    { key: 'accountDays' as const, ...e.account_days, money: false },
    { key: 'deposits' as const, ...e.deposits, money: true },
    { key: 'validBets' as const, ...e.valid_bets, money: true },
  ];
  return rows.filter((row) => Number(row.required) > 0);
}

/** Paragraphs of a plain-text agreement: blank lines separate them. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** The catalog keys of each stage (written out, so the catalog test sees every key the page uses). */
export const STAGE_TEXT = {
  agent: { title: 'agentApply.stage.agent.title', body: 'agentApply.stage.agent.body' },
  suspended: { title: 'agentApply.stage.suspended.title', body: 'agentApply.stage.suspended.body' },
  pending: { title: 'agentApply.stage.pending.title', body: 'agentApply.stage.pending.body' },
  refused: { title: 'agentApply.stage.refused.title', body: 'agentApply.stage.refused.body' },
  eligible: { title: 'agentApply.stage.eligible.title', body: 'agentApply.stage.eligible.body' },
  ineligible: { title: 'agentApply.stage.ineligible.title', body: 'agentApply.stage.ineligible.body' },
} as const satisfies Record<RegisterStage, { title: string; body: string }>;

export const RULE_TEXT = {
  accountDays: 'agentApply.rule.accountDays',
  deposits: 'agentApply.rule.deposits',
  validBets: 'agentApply.rule.validBets',
} as const;
