import type { ReactNode } from 'react';
import type { AdminResource } from './resources';

/** A page of the console: its address, and the refine resource action that decides who may open it. */
export interface ConsolePage {
  path: string;
  resource: string;
  /** `list`, `show` or an action named in the resource's `actions`. */
  action: string;
  element: ReactNode;
}

/** The menu groups, in the order staff of this field expect them; an area's entry names its group. */
export const MENU_GROUPS = [
  'money',
  'wagering',
  'agents',
  'reports',
  'content',
  'games',
  'sites',
  'staff',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface AreaMenuEntry {
  key: string;
  /** Catalog key of the label. */
  label: string;
  icon: ReactNode;
  path: string;
  /** Its resource's list call decides who sees the entry. */
  resource: string;
  /** Top level when absent. */
  group?: MenuGroup;
}

/**
 * One area of the console (members, money, content...): its resources, pages, menu entries and texts.
 * Areas are listed once in `areas.ts`; the app, the menu, the data provider and access control read
 * them from there. An area's texts are its own `texts.ts`, listed in `i18n/area-texts.ts` (kept apart
 * so the catalogs load without the pages).
 */
export interface ConsoleArea {
  key: string;
  resources: AdminResource[];
  pages: ConsolePage[];
  menu: AreaMenuEntry[];
}
