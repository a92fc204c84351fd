import { FieldTimeOutlined } from '@ant-design/icons';
import {
  AdminMemberTurnover,
  AdminTurnoverClearPointSave,
  AdminTurnoverContributionSave,
  AdminTurnoverSettings,
  AdminTurnoverWaive,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';

const TurnoverRules = lazyPage(() => import('./turnover-rules'), 'TurnoverRules');
const MemberTurnover = lazyPage(() => import('./member-turnover'), 'MemberTurnover');

/**
 * Turnover (打码量): each hall's contribution % and each currency's clear point per site, and one
 * member's requirements with their history and the waive action (finance; admin implied).
 */
export const turnoverArea: ConsoleArea = {
  key: 'turnover',
  resources: [
    {
      name: 'turnoverRules',
      list: AdminTurnoverSettings,
      filters: {},
      actions: {
        saveContribution: AdminTurnoverContributionSave,
        saveClearPoint: AdminTurnoverClearPointSave,
      },
    },
    {
      name: 'memberTurnover',
      list: AdminMemberTurnover,
      filters: {},
      actions: { waive: AdminTurnoverWaive },
    },
  ],
  pages: [
    { path: '/turnover', resource: 'turnoverRules', action: 'list', element: <TurnoverRules /> },
    { path: '/turnover/members', resource: 'memberTurnover', action: 'list', element: <MemberTurnover /> },
  ],
  menu: [
    {
      key: 'turnover',
      label: 'turnover.menu.rules',
      icon: <FieldTimeOutlined />,
      path: '/turnover',
      resource: 'turnoverRules',
      group: 'wagering',
    },
    {
      key: 'turnover-members',
      label: 'turnover.menu.members',
      icon: <FieldTimeOutlined />,
      path: '/turnover/members',
      resource: 'memberTurnover',
      group: 'wagering',
    },
  ],
};
