import { AdminMe, type ZStaffProfile } from '@arks/contracts';
import type { z } from 'zod';
import { callAdmin } from './admin-client';
import { sessionToken } from './session-token';

export type StaffProfile = z.infer<typeof ZStaffProfile>;

/**
 * Who is signed in, asked of the server at most once every 30 s: refine checks the session on every
 * page change, and every check would otherwise be a call. Any call's 401 clears it at once.
 */
const FRESH_MS = 30_000;
let cached: { profile: StaffProfile; at: number } | null = null;
/** Whether the last session ended by itself (401) rather than by signing out: sign-in says so. */
let expired = false;
let inflight: Promise<StaffProfile> | null = null;
const listeners = new Set<(profile: StaffProfile | null) => void>();

export const staffSession = {
  current: (): StaffProfile | null => cached?.profile ?? null,

  async load(force = false): Promise<StaffProfile> {
    if (!force && cached && Date.now() - cached.at < FRESH_MS) return cached.profile;
    inflight ??= callAdmin(AdminMe, {}).finally(() => (inflight = null));
    const profile = await inflight;
    staffSession.remember(profile);
    return profile;
  },

  remember(profile: StaffProfile) {
    cached = { profile, at: Date.now() };
    expired = false;
    for (const listener of listeners) listener(profile);
  },

  /** Signed out (by choice, by expiry, or in another tab): the token and the profile go. */
  forget(reason: 'expired' | 'signed-out' = 'signed-out') {
    expired = reason === 'expired';
    sessionToken.clear();
    cached = null;
    for (const listener of listeners) listener(null);
  },

  endedByExpiry: () => expired,

  subscribe(listener: (profile: StaffProfile | null) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
