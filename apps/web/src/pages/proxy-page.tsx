import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { NotAvailable } from '../components/not-available';
import { useMemberLayout } from '../features/account/api/member-layout';
import { LoginPrompt } from '../features/account/components/login-prompt';
import { useSession } from '../features/account/components/use-session';
import { useLayoutMode } from '../features/layout/components/layout-mode-context';
import { CentreFrame } from '../features/member-centre/components/centre-frame';
import { AGENT_MENU, resolveAgentPage, type AgentPage } from '../features/member-centre/logic/agent-menu';
import { useSiteContext } from '../features/site/components/use-site-context';
import type { AgentViewProps } from '../lib/agent-view';

/** Each agent-centre page, loaded when first opened (one line per page; each lives in its feature). */
const VIEWS: Partial<Record<AgentPage, LazyExoticComponent<ComponentType<AgentViewProps>>>> = {
  ProxyCenter: lazy(() => import('./proxy-center-view')),
  DownlineInfo: lazy(() => import('../features/agent-team/components/downline-info')),
  OperationTable: lazy(() => import('../features/agent-team/components/operation-table')),
  StratifiedTable: lazy(() => import('../features/agent-team/components/stratified-table')),
  Transfer: lazy(() => import('../features/agent-transfer/components/transfer-view')),
  Register: lazy(() => import('../features/agent-apply/components/register-view')),
  Agreement: lazy(() => import('../features/agent-apply/components/agreement-view')),
  Plan: lazy(() => import('../features/agent-commission/components/plan-view')),
  PerformanceSettlement: lazy(() => import('../features/agent-commission/components/settlement-view')),
  Promotion: lazy(() => import('../features/agent-promotion/components/promotion-view')),
};

/**
 * /proxy: the agent centre. Whether the member is an active agent comes from the member layout
 * (agent_active); anyone else lands on Register (spec §2) and may read Plan and Agreement.
 */
export function ProxyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession();
  const mode = useLayoutMode();
  const { env, siteId, language } = useSiteContext();
  const real = session.loggedIn && !session.isDemo;
  const layout = useMemberLayout(session.memberId, real);
  const isActiveAgent = layout.data?.agent_active === 1;
  const { page, rewrite } = resolveAgentPage(params.get('page'), isActiveAgent);
  // Wait for the layout before sending an agent to Register.
  const deciding = real && layout.isPending;
  if (rewrite && !deciding) return <Navigate to={`/proxy?page=${page}`} replace />;

  const item = (key: AgentPage) => ({
    key,
    label: t(`agent.pages.${key}`),
    href: `/proxy?page=${key}`,
    active: key === page,
  });
  // Plan, Agreement and Register stand alone; ProxyCenter heads the agent's working pages, shown to agents.
  const groups = [
    {
      label: null,
      items: AGENT_MENU.filter((entry) => entry.children.length === 0).map((entry) => item(entry.page)),
    },
    ...(isActiveAgent
      ? AGENT_MENU.filter((entry) => entry.children.length > 0).map((entry) => ({
          label: t(`agent.pages.${entry.page}`),
          items: [item(entry.page), ...entry.children.map((child) => item(child))],
        }))
      : []),
  ];
  const View = VIEWS[page];

  return (
    <CentreFrame
      title={t('agent.title')}
      menuLabel={t('agent.menuLabel')}
      groups={groups}
      heading={t(`agent.pages.${page}`)}
    >
      {!session.loggedIn ? (
        <LoginPrompt />
      ) : deciding ? (
        <div className="h-40 animate-pulse rounded-card bg-fill" aria-busy="true" />
      ) : View && !session.isDemo && session.memberId ? (
        <Suspense fallback={<div className="h-40 animate-pulse rounded-card bg-fill" aria-busy="true" />}>
          <View
            memberId={session.memberId}
            currency={session.currency ?? ''}
            timeZone={env.time_zone}
            siteId={siteId}
            language={language}
            isActiveAgent={isActiveAgent}
            agentLevel={layout.data?.agent_level ?? 0}
            mobile={mode === 'mobile'}
          />
        </Suspense>
      ) : (
        <NotAvailable />
      )}
    </CentreFrame>
  );
}
