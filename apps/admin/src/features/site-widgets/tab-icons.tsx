import { TAB_ICONS, type MobileFooterKind } from '@arks/contracts';
import { createElement } from 'react';

/** A tab's icon as the member site draws it (apps/web mobile-tab-bar.tsx), for the bar's preview. */
export function TabIcon({ kind }: { kind: MobileFooterKind }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden
    >
      {TAB_ICONS[kind].map(({ shape, ...attributes }, i) => createElement(shape, { key: i, ...attributes }))}
    </svg>
  );
}
