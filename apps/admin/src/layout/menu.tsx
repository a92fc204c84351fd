import {
  DollarOutlined,
  TeamOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import type { TStaffRole } from '@arks/contracts';
import type { ReactNode } from 'react';
import { canCall } from '../api/roles';
import { RESOURCES } from '../app/resources';

export interface MenuEntry {
  key: string;
  /** Catalog key of the label. */
  label: string;
  icon: ReactNode;
  /** A page; its resource's list call decides who sees it. */
  path?: string;
  resource?: string;
  children?: MenuEntry[];
}

/** The console's areas, in the order staff of this field expect them. */
export const MENU: MenuEntry[] = [
  { key: 'members', label: 'menu.members', icon: <TeamOutlined />, path: '/members', resource: 'members' },
  {
    key: 'money',
    label: 'menu.money',
    icon: <DollarOutlined />,
    children: [
      {
        key: 'deposits',
        label: 'menu.deposits',
        icon: <VerticalAlignBottomOutlined />,
        path: '/deposits',
        resource: 'deposits',
      },
      {
        key: 'withdrawals',
        label: 'menu.withdrawals',
        icon: <VerticalAlignTopOutlined />,
        path: '/withdrawals',
        resource: 'withdrawals',
      },
    ],
  },
];

/** The entries a role may open: a page when its list call is allowed, a group when any child is. */
export function menuFor(role: TStaffRole | undefined, entries: MenuEntry[] = MENU): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (entry.children) {
      const children = menuFor(role, entry.children);
      return children.length ? [{ ...entry, children }] : [];
    }
    const resource = RESOURCES.find((r) => r.name === entry.resource);
    return resource && canCall(role, resource.list) ? [entry] : [];
  });
}

/** The first page a role may open: where the console lands after sign-in. */
export function homePath(role: TStaffRole | undefined): string {
  const first = (entries: MenuEntry[]): string | undefined => {
    for (const entry of entries) {
      const found = entry.children ? first(entry.children) : entry.path;
      if (found) return found;
    }
    return undefined;
  };
  return first(menuFor(role)) ?? '/account';
}
