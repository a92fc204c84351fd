import { TIMING } from '@arks/contracts';
import { useEffect, useState } from 'react';
import clsx from 'clsx';

/**
 * Full-screen wait shown while the site configuration loads. Text-free on purpose: it appears before
 * the language is known.
 */
export function LoadingScreen({ leaving = false }: { leaving?: boolean }) {
  return (
    <div
      data-testid="loading-screen"
      role="progressbar"
      aria-busy="true"
      aria-label="Loading"
      className={clsx(
        'fixed inset-0 z-[60] grid place-items-center bg-canvas transition-opacity ease-out',
        leaving ? 'pointer-events-none opacity-0' : 'opacity-100',
      )}
      style={{ transitionDuration: `${TIMING.loadingFade}ms` }}
    >
      <div className="relative size-14">
        <div className="absolute inset-0 rounded-full border-2 border-line" />
        <div className="absolute inset-0 animate-spin rounded-full border-2 border-transparent border-t-primary" />
      </div>
    </div>
  );
}

/** Fades the loading screen out over 400 ms (spec §2) once the page underneath is ready, then removes it. */
export function LoadingFadeOut() {
  const [phase, setPhase] = useState<'shown' | 'leaving' | 'gone'>('shown');
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPhase('leaving'));
    const timer = setTimeout(() => setPhase('gone'), TIMING.loadingFade);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  if (phase === 'gone') return null;
  return <LoadingScreen leaving={phase === 'leaving'} />;
}
