import { ApartmentOutlined, AuditOutlined, SettingOutlined } from '@ant-design/icons';
import {
  AdminAgentAgreement,
  AdminAgentAgreementSave,
  AdminAgentApplicationApprove,
  AdminAgentApplicationList,
  AdminAgentApplicationRefuse,
  AdminAgentDetail,
  AdminAgentEligibility,
  AdminAgentEligibilitySave,
  AdminAgentLevelNames,
  AdminAgentLevelNamesSave,
  AdminAgentList,
  AdminAgentMake,
  AdminAgentMove,
  AdminAgentSettings,
  AdminAgentStatus,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

const ApplicationsPage = lazyPage(() => import('./applications-page'), 'ApplicationsPage');
const AgentsPage = lazyPage(() => import('./agents-page'), 'AgentsPage');
const AgentSettingsPage = lazyPage(() => import('./settings-page'), 'AgentSettingsPage');

/** Agents: applications to decide, the agents and their tree, and the programme's settings per site. */
export const agentsArea: ConsoleArea = {
  key: 'agents',
  resources: [
    {
      name: 'agentApplications',
      list: AdminAgentApplicationList,
      filters: same('site_id', 'currency', 'status', 'account'),
      actions: { approve: AdminAgentApplicationApprove, refuse: AdminAgentApplicationRefuse },
    },
    {
      name: 'agents',
      list: AdminAgentList,
      filters: same('site_id', 'currency', 'status', 'account', 'parent_id'),
      actions: {
        detail: AdminAgentDetail,
        make: AdminAgentMake,
        setStatus: AdminAgentStatus,
        setTerms: AdminAgentSettings,
        move: AdminAgentMove,
      },
    },
    {
      name: 'agentSettings',
      list: AdminAgentEligibility,
      filters: same('site_id', 'currency'),
      actions: {
        saveEligibility: AdminAgentEligibilitySave,
        levelNames: AdminAgentLevelNames,
        saveLevelNames: AdminAgentLevelNamesSave,
        agreement: AdminAgentAgreement,
        saveAgreement: AdminAgentAgreementSave,
      },
    },
  ],
  pages: [
    {
      path: '/agents/applications',
      resource: 'agentApplications',
      action: 'list',
      element: <ApplicationsPage />,
    },
    { path: '/agents', resource: 'agents', action: 'list', element: <AgentsPage /> },
    { path: '/agents/settings', resource: 'agentSettings', action: 'list', element: <AgentSettingsPage /> },
  ],
  menu: [
    {
      key: 'agent-applications',
      label: 'agents.menu.applications',
      icon: <AuditOutlined />,
      path: '/agents/applications',
      resource: 'agentApplications',
      group: 'agents',
    },
    {
      key: 'agents',
      label: 'agents.menu.agents',
      icon: <ApartmentOutlined />,
      path: '/agents',
      resource: 'agents',
      group: 'agents',
    },
    {
      key: 'agent-settings',
      label: 'agents.menu.settings',
      icon: <SettingOutlined />,
      path: '/agents/settings',
      resource: 'agentSettings',
      group: 'agents',
    },
  ],
};
