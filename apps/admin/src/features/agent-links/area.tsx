import { LinkOutlined } from '@ant-design/icons';
import { AdminAgentLinkBlock, AdminAgentLinkList } from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

const LinkStats = lazyPage(() => import('./link-stats'), 'LinkStats');

/** Agents' registration links: clicks, registrations and first deposits per link; blocking a link. */
export const agentLinksArea: ConsoleArea = {
  key: 'agentLinks',
  resources: [
    {
      name: 'agentLinks',
      list: AdminAgentLinkList,
      filters: same('site_id', 'currency', 'agent', 'status'),
      actions: { block: AdminAgentLinkBlock },
    },
  ],
  pages: [{ path: '/agent-links', resource: 'agentLinks', action: 'list', element: <LinkStats /> }],
  menu: [
    {
      key: 'agent-links',
      label: 'agentLinks.menu.links',
      icon: <LinkOutlined />,
      path: '/agent-links',
      resource: 'agentLinks',
      group: 'agents',
    },
  ],
};
