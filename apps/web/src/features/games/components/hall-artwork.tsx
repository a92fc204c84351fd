import { useId, type ReactElement } from 'react';
import type { GameHallId } from '@arks/contracts';

/** Each hall's tile colours: the artwork and the home card share them. */
export const HALL_COLORS: Record<GameHallId, { from: string; to: string }> = {
  2: { from: '#f8c94e', to: '#e06a2c' },
  3: { from: '#ff6b7d', to: '#b3134f' },
  4: { from: '#4ade80', to: '#0b7a55' },
  5: { from: '#b69cff', to: '#5b21b6' },
  6: { from: '#6aa8ff', to: '#1d3fb8' },
  7: { from: '#3ee0f5', to: '#0b6e8a' },
  8: { from: '#ffa15a', to: '#a3211b' },
  9: { from: '#f77fc6', to: '#6d28d9' },
};

// Glyphs are drawn white on the hall's gradient tile, with the tile colour cut back in for detail.
const GLYPHS: Record<GameHallId, (detail: string) => ReactElement> = {
  // Slots: a three-reel machine with a pull lever.
  2: (detail) => (
    <>
      <rect x="13" y="18" width="32" height="30" rx="5" fill="#fff" />
      <rect x="17" y="12" width="24" height="8" rx="4" fill="#fff" opacity=".85" />
      <rect x="17" y="24" width="24" height="14" rx="2" fill={detail} />
      {[21, 29, 37].map((x) => (
        <text
          key={x}
          x={x}
          y="35"
          textAnchor="middle"
          fontSize="10"
          fontWeight="800"
          fill="#fff"
          fontFamily="Arial, sans-serif"
        >
          7
        </text>
      ))}
      <rect x="19" y="41" width="20" height="3" rx="1.5" fill={detail} opacity=".6" />
      <path d="M45 36h4V20" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="49" cy="18" r="4" fill="#fff" />
    </>
  ),
  // Live casino: a roulette wheel.
  3: (detail) => (
    <>
      <circle cx="32" cy="32" r="19" fill="#fff" />
      <circle cx="32" cy="32" r="15" fill={detail} />
      {Array.from({ length: 12 }, (_, i) => (
        <path
          key={i}
          d="M32 32 L32 17 A15 15 0 0 1 39.5 19 Z"
          fill="#fff"
          opacity={i % 2 === 0 ? 0.9 : 0}
          transform={`rotate(${i * 30} 32 32)`}
        />
      ))}
      <circle cx="32" cy="32" r="8" fill="#fff" />
      <circle cx="32" cy="32" r="4" fill={detail} />
      <circle cx="44" cy="21" r="2.4" fill="#fff" stroke={detail} strokeWidth="1" />
    </>
  ),
  // Sports: a football.
  4: (detail) => (
    <>
      <circle cx="32" cy="32" r="19" fill="#fff" />
      <polygon points="32,24 39.6,29.5 36.7,38.5 27.3,38.5 24.4,29.5" fill={detail} />
      <g stroke={detail} strokeWidth="2" strokeLinecap="round">
        <path d="M32 24V14.5" />
        <path d="M39.6 29.5l8.8-3" />
        <path d="M36.7 38.5l5.5 7.6" />
        <path d="M27.3 38.5l-5.5 7.6" />
        <path d="M24.4 29.5l-8.8-3" />
      </g>
      <circle cx="32" cy="32" r="19" fill="none" stroke={detail} strokeWidth="1.5" opacity=".35" />
    </>
  ),
  // Lottery: numbered balls.
  5: (detail) => (
    <>
      {[
        [22, 38, '8'],
        [42, 38, '3'],
        [32, 22, '7'],
      ].map(([x, y, n]) => (
        <g key={String(n)}>
          <circle cx={Number(x)} cy={Number(y)} r="10" fill="#fff" />
          <circle cx={Number(x)} cy={Number(y)} r="5.5" fill={detail} />
          <text
            x={Number(x)}
            y={Number(y) + 3.2}
            textAnchor="middle"
            fontSize="9"
            fontWeight="800"
            fill="#fff"
            fontFamily="Arial, sans-serif"
          >
            {n}
          </text>
        </g>
      ))}
    </>
  ),
  // Card games: two fanned cards, spade and heart.
  6: (detail) => (
    <>
      <g transform="rotate(-14 26 34)">
        <rect x="14" y="16" width="22" height="30" rx="3.5" fill="#fff" opacity=".92" />
        <path
          d="M25 23c-3.5 4-7 6-7 9a3.5 3.5 0 0 0 6 2.3L23 38h4l-1-3.7A3.5 3.5 0 0 0 32 32c0-3-3.5-5-7-9z"
          fill={detail}
        />
      </g>
      <g transform="rotate(12 40 34)">
        <rect x="28" y="16" width="22" height="30" rx="3.5" fill="#fff" />
        <path
          d="M39 38c-6-4.5-8.5-7.3-8.5-10.2a4.2 4.2 0 0 1 8.5-1.3 4.2 4.2 0 0 1 8.5 1.3c0 2.9-2.5 5.7-8.5 10.2z"
          fill={detail}
        />
      </g>
    </>
  ),
  // Virtual sports: a screen with a chequered flag.
  7: (detail) => (
    <>
      <rect x="11" y="15" width="42" height="28" rx="4" fill="#fff" />
      <rect x="15" y="19" width="34" height="20" rx="2" fill={detail} />
      <path d="M24 47h16M32 43v4" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M25 23v13" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      {[0, 1, 2].map((row) =>
        [0, 1, 2, 3].map((col) =>
          (row + col) % 2 === 0 ? (
            <rect
              key={`${row}-${col}`}
              x={26 + col * 3.5}
              y={23 + row * 3}
              width="3.5"
              height="3"
              fill="#fff"
            />
          ) : null,
        ),
      )}
    </>
  ),
  // Cockfight: a rooster in profile.
  8: (detail) => (
    <>
      <path
        d="M22 20c0-3 2.2-5 4-4 .5-2.4 3.3-3 4.4-1 1.4-1.8 4.1-.9 3.9 1.6 2.3.3 3 2.7 1.3 4.2z"
        fill="#fff"
        opacity=".85"
      />
      <path
        d="M25 21c5-2 11 0 11.5 6l.5 5c6-1 10-6 12-12 3 6 3 15-2 21-3.6 4.3-9 6-14 6-6 0-11-3.5-11-10 0-3.6 2-6 3.3-8.2L22 26.5l-5.5-1 5-3z"
        fill="#fff"
      />
      <path d="M22 28c1.2 3.4.4 5.6-1.2 6.8-.6-2.5-.4-4.8 1.2-6.8z" fill="#fff" opacity=".85" />
      <circle cx="27.5" cy="24.5" r="1.6" fill={detail} />
      <path
        d="M41 33c-2.5 4.6-7 7-12 7"
        stroke={detail}
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
        opacity=".55"
      />
      <path d="M29 47v5m6-5v5M27 52h4m2 0h4" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </>
  ),
  // Esports: a game controller.
  9: (detail) => (
    <>
      <path
        d="M20 22h24c5 0 8 3.5 9 8l2.3 11c.8 4-2 7-5.3 7-2.5 0-4-1.4-5.5-3.5L42 41H22l-2.5 3.5C18 46.6 16.5 48 14 48c-3.3 0-6.1-3-5.3-7L11 30c1-4.5 4-8 9-8z"
        fill="#fff"
      />
      <path d="M21 28v10M16 33h10" stroke={detail} strokeWidth="3" strokeLinecap="round" />
      <circle cx="42" cy="30" r="2.4" fill={detail} />
      <circle cx="47" cy="35" r="2.4" fill={detail} />
      <circle cx="37" cy="35" r="2.4" fill={detail} opacity=".6" />
      <circle cx="42" cy="40" r="2.4" fill={detail} opacity=".6" />
    </>
  ),
};

/** Original artwork for a game hall: its glyph on a gradient tile. Decorative; the hall name is the label. */
export function HallArtwork({ gtId, className }: { gtId: GameHallId; className?: string }) {
  const gradientId = useId();
  const colors = HALL_COLORS[gtId];
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colors.from} />
          <stop offset="1" stopColor={colors.to} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <rect x="1" y="1" width="62" height="62" rx="15" fill="none" stroke="#fff" strokeOpacity=".25" />
      {GLYPHS[gtId](colors.to)}
    </svg>
  );
}
