import type { SessionService } from './service';

export type DeviceDecision = { allow: true; replace: string[] } | { allow: false };

/**
 * The one place that decides single-device rules (login code 107). On a site that allows one device
 * per member, a login from another device is refused while a login on a different device is still
 * live; the member gets in once that one logs out or idles out. A login from the same device
 * replaces the older logins of that device. A login that sends no device id counts as a device of
 * its own. Sites without the rule never refuse.
 */
export function decideDevice(
  singleDevice: boolean,
  device: string | null,
  live: { familyId: string; device: string | null }[],
): DeviceDecision {
  if (!singleDevice) return { allow: true, replace: [] };
  const elsewhere = live.filter((s) => s.device === null || device === null || s.device !== device);
  if (elsewhere.length > 0) return { allow: false };
  return { allow: true, replace: live.map((s) => s.familyId) };
}

/** Applies the rule for a member about to log in; false means refuse with 107. */
export async function admitDevice(
  sessions: SessionService,
  site: { singleDevice: boolean },
  memberId: number,
  device: string | null,
): Promise<boolean> {
  if (!site.singleDevice) return true;
  const decision = decideDevice(true, device, await sessions.liveDevices(memberId));
  if (!decision.allow) return false;
  // The replaced logins hear `login` on their own connections before those are cut (realtime hub).
  await sessions.revokeFamilies(memberId, decision.replace, { udid: device });
  return true;
}
