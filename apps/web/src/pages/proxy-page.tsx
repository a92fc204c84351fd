import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { NotAvailable } from '../components/not-available';
import { CentreFrame } from '../features/member-centre/components/centre-frame';
import { AGENT_MENU, resolveAgentPage } from '../features/member-centre/logic/agent-menu';

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

  const groups = AGENT_MENU.map((entry) => ({
    label: entry.children.length > 0 ? t(`agent.pages.${entry.page}`) : null,
    items: (entry.children.length > 0 ? entry.children : [entry.page]).map((item) => ({
      key: item,
      label: t(`agent.pages.${item}`),
      href: `/proxy?page=${item}`,
      active: item === page,
    })),
  }));

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
