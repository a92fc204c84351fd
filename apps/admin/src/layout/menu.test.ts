import { describe, expect, it } from 'vitest';
import { homePath, menuFor } from './menu';

const keys = (role: Parameters<typeof menuFor>[0]) =>
  menuFor(role).map((e) => (e.children ? `${e.key}(${e.children.map((c) => c.key).join(',')})` : e.key));

describe('role-aware menu', () => {
  it('follows the roles each list call allows on the server', () => {
    const money =
      'money(approvals,deposits,withdrawals,deposit-channels,withdraw-limits,issuance-limits,provider-transfers)';
    const wagering =
      'wagering(bets,bet-feeds,turnover,turnover-members,rebates,rebate-settings,levels,member-levels)';
    const reports = 'reports(report-operations,report-providers,report-members,report-reconciliation)';
    const games = 'games(games,game-providers,game-halls,game-provider-lists)';
    const content =
      'content(banners,popups,marquee,customer-service,info-pages,site-models,float-items,site-footer,mobile-footer,register-background,letters,red-envelopes,sign-in-campaigns)';
    const agents =
      'agents(agent-applications,agents,agent-settings,agent-links,commission-statements,commission-plans,agent-transfers,agent-transfer-settings,recommend-rewards,recommend-settings)';
    expect(keys('admin')).toEqual([
      'dashboard',
      'members',
      money,
      wagering,
      reports,
      agents,
      content,
      games,
      'sites(sites)',
      'staff(staff,audit)',
    ]);
    expect(keys('finance')).toEqual([
      'dashboard',
      'members',
      money,
      wagering,
      reports,
      'agents(agent-links,commission-statements,commission-plans,agent-transfers,agent-transfer-settings,recommend-rewards,recommend-settings)',
      'content(red-envelopes,sign-in-campaigns)',
      'sites(sites)',
    ]);
    expect(keys('support')).toEqual([
      'members',
      'wagering(bets,levels,member-levels)',
      'agents(agent-applications,agents,agent-settings,agent-links,recommend-rewards,recommend-settings)',
      'content(customer-service,letters)',
      'sites(sites)',
    ]);
    expect(keys('content')).toEqual([content, games, 'sites(sites)']);
    // The auditor reads every list, so it sees every page (and no button that changes anything).
    expect(keys('auditor')).toEqual([
      'dashboard',
      'members',
      money,
      wagering,
      reports,
      agents,
      content,
      games,
      'sites(sites)',
      'staff(staff,audit)',
    ]);
    expect(keys(undefined)).toEqual([]);
  });

  it('lands each role on the first page it may open: the dashboard where it may', () => {
    expect(homePath('finance')).toBe('/dashboard');
    expect(homePath('auditor')).toBe('/dashboard');
    expect(homePath('support')).toBe('/members');
    expect(homePath('content')).toBe('/content/banners');
  });
});
