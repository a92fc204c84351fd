import type { MobileFooterKind } from '@arks/contracts';
import type { ReactNode } from 'react';

/** The member site's tab icons (apps/web mobile-tab-bar.tsx), so the preview shows the bar members see. */
function Icon({ children }: { children: ReactNode }) {
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
      {children}
    </svg>
  );
}

export function TabIcon({ kind }: { kind: MobileFooterKind }) {
  switch (kind) {
    case 'home':
      return (
        <Icon>
          <path d="M4 11l8-6.5 8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z" strokeLinejoin="round" />
        </Icon>
      );
    case 'discount':
      return (
        <Icon>
          <rect x="3.5" y="8" width="17" height="12.5" rx="1.5" />
          <path d="M3.5 12h17M12 8v12.5M12 8c-1.5-3.5-6-4-6-1.2C6 8 9 8 12 8zm0 0c1.5-3.5 6-4 6-1.2C18 8 15 8 12 8z" />
        </Icon>
      );
    case 'deposit':
      return (
        <Icon>
          <rect x="3" y="6" width="18" height="13" rx="2" />
          <path d="M3 10h18M7 15h4" strokeLinecap="round" />
        </Icon>
      );
    case 'service':
      return (
        <Icon>
          <path d="M5 13v-1a7 7 0 0 1 14 0v1" />
          <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
          <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
        </Icon>
      );
    case 'user':
      return (
        <Icon>
          <circle cx="12" cy="8.5" r="4" />
          <path d="M4.5 20.5c1-4 4-6 7.5-6s6.5 2 7.5 6" strokeLinecap="round" />
        </Icon>
      );
    case 'letter':
      return (
        <Icon>
          <rect x="3.5" y="5.5" width="17" height="13" rx="1.5" />
          <path d="M4 7l8 6 8-6" strokeLinejoin="round" />
        </Icon>
      );
    case 'sponsor':
      return (
        <Icon>
          <path
            d="M12 3l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.3 6.8 19.1l1-5.8L3.5 9.2l5.9-.8z"
            strokeLinejoin="round"
          />
        </Icon>
      );
    case 'app':
      return (
        <Icon>
          <rect x="7" y="3" width="10" height="18" rx="2" />
          <path d="M11 18h2" strokeLinecap="round" />
        </Icon>
      );
    default:
      return (
        <Icon>
          <path
            d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
            strokeLinecap="round"
          />
        </Icon>
      );
  }
}
