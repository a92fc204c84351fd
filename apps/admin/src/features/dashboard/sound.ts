/**
 * The review chime: two short tones made with the Web Audio API, so no audio file is shipped (and the
 * CSP needs no media source). Browsers allow sound only after the page has been used; before that the
 * context stays suspended and the chime is silently skipped.
 */
let context: AudioContext | null = null;

export function playChime(): void {
  const Ctor = window.AudioContext as typeof AudioContext | undefined;
  if (!Ctor) return;
  context ??= new Ctor();
  const ctx = context;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime;
  [880, 1320].forEach((frequency, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    const at = start + i * 0.16;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.15);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 0.16);
  });
}

const MUTED_KEY = 'arks-admin-review-muted';

/** Whether this browser's staff member muted the chime (kept per browser). */
export const reviewSound = {
  muted: (): boolean => localStorage.getItem(MUTED_KEY) === '1',
  setMuted: (muted: boolean) =>
    muted ? localStorage.setItem(MUTED_KEY, '1') : localStorage.removeItem(MUTED_KEY),
};
