import type { CustomerServiceKind } from '@arks/contracts';
import clsx from 'clsx';
import type { ReactNode } from 'react';

/** Each app in a colour close to its own, so members spot the one they use at a glance. */
const TINT: Record<CustomerServiceKind, string> = {
  live_chat: 'bg-primary/15 text-primary',
  telegram: 'bg-[#229ED9]/15 text-[#229ED9]',
  whatsapp: 'bg-[#25D366]/15 text-[#25D366]',
  line: 'bg-[#06C755]/15 text-[#06C755]',
  zalo: 'bg-[#0068FF]/15 text-[#3b8bff]',
  phone: 'bg-fill-strong text-ink',
  email: 'bg-fill-strong text-ink',
};

/** A simple drawn mark per channel (not the apps' trademarks); decorative, the text names the channel. */
export function ChannelIcon({ kind, className }: { kind: CustomerServiceKind; className?: string }) {
  return (
    <span
      aria-hidden
      data-icon={kind}
      className={clsx('grid size-10 shrink-0 place-items-center rounded-full', TINT[kind], className)}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {GLYPHS[kind]}
      </svg>
    </span>
  );
}

const bubble =
  'M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z';

const GLYPHS: Record<CustomerServiceKind, ReactNode> = {
  // A headset: someone answers here and now.
  live_chat: (
    <>
      <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
      <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
      <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
      <path d="M18.5 19c0 1.2-1.5 2-4 2h-1.5" />
    </>
  ),
  // A paper plane.
  telegram: (
    <>
      <path d="M21 4 3 11.2l6.3 2.3L12 20l3.2-4.3L19.5 19z" />
      <path d="m9.3 13.5 7.2-5.5" />
    </>
  ),
  // A handset inside a round speech bubble.
  whatsapp: (
    <>
      <path d="M4.5 19.5 5.6 16A8 8 0 1 1 8 18.4z" />
      <path d="M9.5 8.5c-.5.6-.4 1.6.4 2.9s1.9 2.4 3.2 2.9c.8.3 1.4 0 1.9-.6l-1.3-1.1-.8.5c-.7-.3-1.4-1-1.8-1.7l.5-.8-1.1-1.3z" />
    </>
  ),
  // A speech bubble holding the app's name, as LINE's own mark does.
  line: (
    <>
      <path d={bubble} />
      <path d="M8 8v4h1.6M11 8v4M13 12V8l2.4 4V8" strokeWidth="1.4" />
    </>
  ),
  // A speech bubble holding a Z.
  zalo: (
    <>
      <path d={bubble} />
      <path d="M9 8h6l-6 4h6" strokeWidth="1.6" />
    </>
  ),
  phone: (
    <path d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />
  ),
  email: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="1.5" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
};
