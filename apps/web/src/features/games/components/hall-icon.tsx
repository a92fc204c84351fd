import clsx from 'clsx';
import type { HallIconSource } from '../logic/hall-list';
import { HallArtwork } from './hall-artwork';

/** A hall's icon as staff set it: the bundled artwork of a hall, or their uploaded picture. */
export function HallIcon({ source, className }: { source: HallIconSource; className?: string }) {
  if ('bundled' in source) return <HallArtwork gtId={source.bundled} className={className} />;
  return <img src={source.src} alt="" aria-hidden className={clsx('object-contain', className)} />;
}
