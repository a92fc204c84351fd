import { describe, expect, it } from 'vitest';
import { paragraphs, registerStage, shownRequirements } from './register-stage';

const eligibility = (eligible: boolean) => ({ eligible });

describe('registerStage', () => {
  it('puts the agent state before any application', () => {
    expect(registerStage({ agent_active: 1, status: 'none', eligibility: eligibility(false) })).toBe('agent');
    expect(registerStage({ agent_active: 0, status: 'approved', eligibility: eligibility(true) })).toBe(
      'suspended',
    );
  });
  it('shows a waiting or refused application, else whether the member may apply', () => {
    expect(registerStage({ agent_active: 0, status: 'pending', eligibility: eligibility(true) })).toBe(
      'pending',
    );
    expect(registerStage({ agent_active: 0, status: 'refused', eligibility: eligibility(true) })).toBe(
      'refused',
    );
    expect(registerStage({ agent_active: 0, status: 'none', eligibility: eligibility(true) })).toBe(
      'eligible',
    );
    expect(registerStage({ agent_active: 0, status: 'none', eligibility: eligibility(false) })).toBe(
      'ineligible',
    );
  });
});

describe('shownRequirements', () => {
  it('leaves out the rules that ask nothing', () => {
    const rows = shownRequirements({
      eligible: false,
      account_days: { required: 0, actual: 2, met: true },
      deposits: { required: '100.00', actual: '20.00', met: false },
      valid_bets: { required: '0.00', actual: '5.00', met: true },
    });
    expect(rows.map((r) => r.key)).toEqual(['deposits']);
    expect(rows[0]).toMatchObject({ met: false, money: true });
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphs('One.\n\n  Two\nstill two.\n\n\n')).toEqual(['One.', 'Two\nstill two.']);
  });
});
