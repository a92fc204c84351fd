import { LIMITS } from '@arks/contracts';

/** Spec §9: a badge shows at most 99 (then "99+"); nothing at zero. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > LIMITS.badgeCap ? `${LIMITS.badgeCap}+` : String(count);
}
