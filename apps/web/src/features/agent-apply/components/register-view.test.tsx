import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { siteFetch, type Routes } from '../../../test/site-fixtures';

const layout = {
  member_common_layout: {
    id: 7,
    member_account: 'amy001',
    member_type: 1,
    member_currency: 'RMB',
    member_cash: '10.00',
    is_agent: 0,
    agent_active: 0,
    agent_type: 0,
    agent_level: 0,
    is_playing: 0,
    cash_back_status: 0,
    wallet_status: 1,
    first_login_to_change_password: 0,
    need_bank_account_deposit_verified: 0,
    bank_account_bound: 1,
  },
};

const eligibility = (eligible: boolean) => ({
  eligible,
  account_days: { required: 7, actual: eligible ? 9 : 2, met: eligible },
  deposits: { required: '0.00', actual: '0.00', met: true },
  valid_bets: { required: '500.00', actual: eligible ? '800.00' : '120.00', met: eligible },
});

const state = (status: string, eligible: boolean, extra: object = {}) => ({
  agent_active: 0,
  status,
  reason: null,
  applied_at: null,
  decided_at: null,
  eligibility: eligibility(eligible),
  currency: 'RMB',
  ...extra,
});

function stub(routes: Routes & Record<string, unknown>) {
  const site = siteFetch({ '/api/member/profile/common/layout': () => layout, ...routes });
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const res = await site.fetch(input, init);
    if (res.status !== 404) return res;
    return new Response(JSON.stringify({ code: 404, message: `Not Found: ${input}`, data: null }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('member_id', '7');
  localStorage.setItem('member_account', 'amy001');
  localStorage.setItem('currency', 'RMB');
  localStorage.setItem('member_type', '1');
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Register', () => {
  it('shows each rule with the member’s progress and keeps the button off while not eligible', async () => {
    stub({ '/api/member/agent/application': () => state('none', false) });
    renderApp('/proxy?page=Register');
    const box = await screen.findByTestId('agent-register-state');
    expect(box.getAttribute('data-stage')).toBe('ineligible');
    const rules = screen.getByTestId('agent-apply-requirements');
    // The deposit rule asks nothing and is not shown.
    expect(rules.querySelectorAll('li')).toHaveLength(2);
    expect(rules.textContent).toContain('¥120.00');
    fireEvent.click(screen.getByTestId('agent-apply-accept'));
    expect((screen.getByTestId('agent-apply-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('files the application once the agreement is accepted, then shows it waiting', async () => {
    let filed = false;
    stub({
      '/api/member/agent/application': () =>
        filed ? state('pending', true, { applied_at: '2026-11-29T04:00:00.000Z' }) : state('none', true),
      '/api/member/apply_for_agent/check': (body) => {
        expect(body).toMatchObject({ apply_agent_flag: 1 });
        filed = true;
        return { agent_id: 0, apply_agent_flag: 1 };
      },
    });
    renderApp('/proxy?page=Register');
    const submit = (await screen.findByTestId('agent-apply-submit')) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('agent-apply-accept'));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() =>
      expect(screen.getByTestId('agent-register-state').getAttribute('data-stage')).toBe('pending'),
    );
    expect(screen.getByTestId('agent-register-state').textContent).toMatch(/2026-11-29/);
  });

  it('shows staff’s reason for a refusal', async () => {
    stub({
      '/api/member/agent/application': () =>
        state('refused', true, { reason: 'Too few friends yet', decided_at: '2026-11-28T10:00:00.000Z' }),
    });
    renderApp('/proxy?page=Register');
    const box = await screen.findByTestId('agent-register-state');
    expect(box.getAttribute('data-stage')).toBe('refused');
    expect(box.textContent).toContain('Too few friends yet');
  });
});
