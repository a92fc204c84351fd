import {
  AppstoreOutlined,
  AreaChartOutlined,
  DollarOutlined,
  GlobalOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { TStaffRole } from '@arks/contracts';
import type { ReactNode } from 'react';
import { canCall } from '../api/roles';
import type { ConsoleArea, MenuGroup } from '../app/area';
import { AREAS, RESOURCES } from '../app/areas';

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

const GROUP_ICONS: Record<MenuGroup, ReactNode> = {
  money: <DollarOutlined />,
  wagering: <TrophyOutlined />,
  agents: <TeamOutlined />,
  reports: <AreaChartOutlined />,
  content: <NotificationOutlined />,
  games: <AppstoreOutlined />,
  sites: <GlobalOutlined />,
  staff: <SafetyCertificateOutlined />,
};

/**
 * The console's menu from its areas: top-level pages in area order, each group (money, content...)
 * where its first page falls, holding its pages from every area in area order.
 */
export function buildMenu(areas: readonly ConsoleArea[] = AREAS): MenuEntry[] {
  const menu: MenuEntry[] = [];
  const groups = new Map<MenuGroup, MenuEntry>();
  for (const { group, ...entry } of areas.flatMap((area) => area.menu)) {
    if (!group) {
      menu.push(entry);
      continue;
    }
    let parent = groups.get(group);
    if (!parent) {
      parent = { key: group, label: `menu.${group}`, icon: GROUP_ICONS[group], children: [] };
      groups.set(group, parent);
      menu.push(parent);
    }
    parent.children!.push(entry);
  }
  return menu;
}

/** The entries a role may open: a page when its list call is allowed, a group when any child is. */
export function menuFor(role: TStaffRole | undefined, entries: MenuEntry[] = buildMenu()): MenuEntry[] {
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
