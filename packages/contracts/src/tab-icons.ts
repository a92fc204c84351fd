import type { MobileFooterKind } from './constants';

/** One stroked shape of a tab icon, in a 24x24 view box, with SVG's attributes as React names them. */
export type TabIconShape =
  | { shape: 'path'; d: string; strokeLinecap?: 'round'; strokeLinejoin?: 'round' }
  | { shape: 'rect'; x: number; y: number; width: number; height: number; rx: number }
  | { shape: 'circle'; cx: number; cy: number; r: number };

/**
 * The phone tab bar's icons by what a tab does: the member site draws its tab bar with them and the
 * console its preview of that bar, so staff see the icons members will see.
 */
export const TAB_ICONS: Record<MobileFooterKind, TabIconShape[]> = {
  home: [
    {
      shape: 'path',
      d: 'M4 11l8-6.5 8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z',
      strokeLinejoin: 'round',
    },
  ],
  discount: [
    { shape: 'rect', x: 3.5, y: 8, width: 17, height: 12.5, rx: 1.5 },
    {
      shape: 'path',
      d: 'M3.5 12h17M12 8v12.5M12 8c-1.5-3.5-6-4-6-1.2C6 8 9 8 12 8zm0 0c1.5-3.5 6-4 6-1.2C18 8 15 8 12 8z',
    },
  ],
  deposit: [
    { shape: 'rect', x: 3, y: 6, width: 18, height: 13, rx: 2 },
    { shape: 'path', d: 'M3 10h18M7 15h4', strokeLinecap: 'round' },
  ],
  service: [
    { shape: 'path', d: 'M5 13v-1a7 7 0 0 1 14 0v1' },
    { shape: 'rect', x: 3.5, y: 13, width: 4, height: 6, rx: 1.5 },
    { shape: 'rect', x: 16.5, y: 13, width: 4, height: 6, rx: 1.5 },
  ],
  user: [
    { shape: 'circle', cx: 12, cy: 8.5, r: 4 },
    { shape: 'path', d: 'M4.5 20.5c1-4 4-6 7.5-6s6.5 2 7.5 6', strokeLinecap: 'round' },
  ],
  letter: [
    { shape: 'rect', x: 3.5, y: 5.5, width: 17, height: 13, rx: 1.5 },
    { shape: 'path', d: 'M4 7l8 6 8-6', strokeLinejoin: 'round' },
  ],
  sponsor: [
    {
      shape: 'path',
      d: 'M12 3l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.3 6.8 19.1l1-5.8L3.5 9.2l5.9-.8z',
      strokeLinejoin: 'round',
    },
  ],
  app: [
    { shape: 'rect', x: 7, y: 3, width: 10, height: 18, rx: 2 },
    { shape: 'path', d: 'M11 18h2', strokeLinecap: 'round' },
  ],
  link: [
    {
      shape: 'path',
      d: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
      strokeLinecap: 'round',
    },
  ],
};
