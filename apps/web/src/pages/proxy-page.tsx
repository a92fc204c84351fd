import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { NotAvailable } from '../components/not-available';
import { CentreFrame } from '../features/member-centre/components/centre-frame';
import { AGENT_MENU, resolveAgentPage, type AgentPage } from '../features/member-centre/logic/agent-menu';

/**
 * /proxy: the agent centre. Whether a member is an active agent comes from the member layout call
 * (agent_active), which arrives with accounts; until then nobody is, so everyone lands on Register.
 */
const IS_ACTIVE_AGENT = false;

export function ProxyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { page, rewrite } = resolveAgentPage(params.get('page'), IS_ACTIVE_AGENT);
  if (rewrite) return <Navigate to={`/proxy?page=${page}`} replace />;

  const item = (key: AgentPage) => ({
    key,
    label: t(`agent.pages.${key}`),
    href: `/proxy?page=${key}`,
    active: key === page,
  });
  // Plan, Agreement and Register stand alone; ProxyCenter heads the agent's working pages.
  const groups = [
    {
      label: null,
      items: AGENT_MENU.filter((entry) => entry.children.length === 0).map((entry) => item(entry.page)),
    },
    ...AGENT_MENU.filter((entry) => entry.children.length > 0).map((entry) => ({
      label: t(`agent.pages.${entry.page}`),
      items: entry.children.map((child) => item(child)),
    })),
  ];

  return (
    <CentreFrame
      title={t('agent.title')}
      menuLabel={t('agent.menuLabel')}
      groups={groups}
      heading={t(`agent.pages.${page}`)}
    >
      <NotAvailable />
    </CentreFrame>
  );
}
