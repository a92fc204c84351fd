import type { ReactElement } from 'react';

/**
 * Small original flag drawings (3:2). Emoji flags do not render on many Linux and Windows setups, so the
 * language selector draws its own.
 */

function star(cx: number, cy: number, r: number, points = 5, inner = 0.382, rotate = -90): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? r : r * inner;
    const angle = ((rotate + (i * 180) / points) * Math.PI) / 180;
    out.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return out.join(' ');
}

function trigram(cx: number, cy: number, angle: number, pattern: [boolean, boolean, boolean]) {
  // true = solid bar, false = broken bar
  return (
    <g transform={`rotate(${angle} ${cx} ${cy})`} fill="#111">
      {pattern.map((solid, i) => {
        const y = cy - 1.6 + i * 1.2;
        return solid ? (
          <rect key={i} x={cx - 2.4} y={y} width={4.8} height={0.8} />
        ) : (
          <g key={i}>
            <rect x={cx - 2.4} y={y} width={2.1} height={0.8} />
            <rect x={cx + 0.3} y={y} width={2.1} height={0.8} />
          </g>
        );
      })}
    </g>
  );
}

const usStars = () => {
  const dots: ReactElement[] = [];
  for (let row = 0; row < 9; row++) {
    const cols = row % 2 === 0 ? 6 : 5;
    for (let col = 0; col < cols; col++) {
      const x = 1 + col * 2 + (row % 2 === 0 ? 0 : 1);
      dots.push(<circle key={`${row}-${col}`} cx={x} cy={0.9 + row * 1.05} r={0.38} fill="#fff" />);
    }
  }
  return dots;
};

const FLAGS: Record<string, () => ReactElement> = {
  CN: () => (
    <>
      <rect width="30" height="20" fill="#de2910" />
      <polygon points={star(5, 5, 3)} fill="#ffde00" />
      {[
        [10, 2],
        [12, 4],
        [12, 7],
        [10, 9],
      ].map(([x, y]) => (
        <polygon key={`${x}-${y}`} points={star(x!, y!, 1)} fill="#ffde00" />
      ))}
    </>
  ),
  TW: () => (
    <>
      <rect width="30" height="20" fill="#fe0000" />
      <rect width="15" height="10" fill="#000095" />
      <polygon points={star(7.5, 5, 3.75, 12, 0.62)} fill="#fff" />
      <circle cx="7.5" cy="5" r="2" fill="#000095" />
      <circle cx="7.5" cy="5" r="1.7" fill="#fff" />
    </>
  ),
  US: () => (
    <>
      <rect width="30" height="20" fill="#fff" />
      {Array.from({ length: 7 }, (_, i) => (
        <rect key={i} y={(i * 2 * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="12" height={(7 * 20) / 13} fill="#3c3b6e" />
      {usStars()}
    </>
  ),
  VN: () => (
    <>
      <rect width="30" height="20" fill="#da251d" />
      <polygon points={star(15, 10.4, 6)} fill="#ffff00" />
    </>
  ),
  KR: () => (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="5" fill="#0047a0" />
      <path d="M10 10 A5 5 0 0 1 20 10 A2.5 2.5 0 0 1 15 10 A2.5 2.5 0 0 0 10 10 Z" fill="#cd2e3a" />
      {trigram(6.7, 4.45, -56.3, [true, true, true])}
      {trigram(23.3, 4.45, 56.3, [false, true, false])}
      {trigram(6.7, 15.55, 56.3, [true, false, true])}
      {trigram(23.3, 15.55, -56.3, [false, false, false])}
    </>
  ),
  JP: () => (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#bc002d" />
    </>
  ),
  TH: () => (
    <>
      <rect width="30" height="20" fill="#a51931" />
      <rect y="3.33" width="30" height="13.34" fill="#f4f5f8" />
      <rect y="6.67" width="30" height="6.66" fill="#2d2a4a" />
    </>
  ),
  IN: () => (
    <>
      <rect width="30" height="6.67" fill="#ff9933" />
      <rect y="6.67" width="30" height="6.66" fill="#fff" />
      <rect y="13.33" width="30" height="6.67" fill="#138808" />
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.45" />
      {Array.from({ length: 12 }, (_, i) => (
        <line
          key={i}
          x1="15"
          y1="7.4"
          x2="15"
          y2="12.6"
          stroke="#000080"
          strokeWidth="0.22"
          transform={`rotate(${i * 15} 15 10)`}
        />
      ))}
    </>
  ),
  MM: () => (
    <>
      <rect width="30" height="6.67" fill="#fecb00" />
      <rect y="6.67" width="30" height="6.66" fill="#34b233" />
      <rect y="13.33" width="30" height="6.67" fill="#ea2839" />
      <polygon points={star(15, 11, 7.2)} fill="#fff" />
    </>
  ),
  BD: () => (
    <>
      <rect width="30" height="20" fill="#006a4e" />
      <circle cx="13.5" cy="10" r="6" fill="#f42a41" />
    </>
  ),
};

export function FlagIcon({ country, className }: { country: string; className?: string }) {
  const draw = FLAGS[country];
  return (
    <svg
      viewBox="0 0 30 20"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-flag={country}
      style={{ borderRadius: 3, overflow: 'hidden', boxShadow: '0 0 0 1px rgba(0,0,0,.25)' }}
    >
      {draw ? draw() : <rect width="30" height="20" fill="#888" />}
    </svg>
  );
}
