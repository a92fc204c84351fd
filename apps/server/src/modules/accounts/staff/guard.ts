import { staffMayCall } from '@arks/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import { readToken } from '../../../platform/auth-guard';
import { StaffErrors } from './errors';
import type { StaffService } from './service';

/**
 * Staff guard for /api/admin: a live staff session, and a role the route allows (`staffMayCall`:
 * `admin` everything, the auditor every read); a route that declares no roles is for `admin` only.
 */
export function createStaffGuard(staff: StaffService, options: { requireTotp: boolean }) {
  return async function staffGuard(request: FastifyRequest): Promise<void> {
    const token = readToken(request.headers.authorization);
    const who = token ? await staff.verify(token) : null;
    if (!who) throw new AppError(PlatformErrors.unauthorized);
    // Two-factor is part of being signed in to the back office (ASVS level 2): until it is set up,
    // staff may only reach the calls that set it up (and log out).
    // Likewise an account an admin made: whoever typed its first password knows it, so until the
    // account sets its own it may only do that (and enrol two-factor, and log out).
    const ownCalls = request.url.startsWith('/api/admin/auth/');
    if (who.mustChangePassword && !ownCalls) throw new AppError(StaffErrors.passwordChangeRequired);
    if (options.requireTotp && !who.totpEnabled && !ownCalls) {
      throw new AppError(StaffErrors.totpEnrolmentRequired);
    }
    const roles = request.routeOptions.config?.adminRoles ?? [];
    const method = request.method === 'GET' || request.method === 'HEAD' ? 'GET' : 'POST';
    if (!staffMayCall(who.role, { method, roles })) {
      throw new AppError(PlatformErrors.forbidden);
    }
    request.staff = who;
  };
}

/**
 * Whether a request carries a live staff session, for pages outside /api/admin that show staff more
 * (the full API description). Two-factor counts as part of the session where it is required.
 */
export function createStaffCheck(staff: StaffService, options: { requireTotp: boolean }) {
  return async function isStaff(request: FastifyRequest): Promise<boolean> {
    const token = readToken(request.headers.authorization);
    const who = token ? await staff.verify(token) : null;
    return who !== null && !who.mustChangePassword && (!options.requireTotp || who.totpEnabled);
  };
}
