import type { AccessControlProvider } from '@refinedev/core';
import { RESOURCES } from '../app/areas';
import { canCall } from '../api/roles';
import { staffSession } from '../api/staff-session';

/**
 * Refine's `can` from the contracts' own roles: a list or page is offered when its call is allowed,
 * an action when the action's call is. Menus, buttons and routes all ask here, so a support staff
 * member never sees the money desks the server would refuse them.
 */
export const accessControlProvider: AccessControlProvider = {
  async can({ resource: name, action }) {
    const role = (await staffSession.load().catch(() => null))?.role;
    const resource = RESOURCES.find((r) => r.name === name);
    if (!resource) return { can: false, reason: `no resource ${name}` };
    const contract =
      action === 'list' ? resource.list : action === 'show' ? resource.one : resource.actions?.[action];
    if (!contract) return { can: false, reason: `${name} has no ${action}` };
    return canCall(role, contract) ? { can: true } : { can: false, reason: 'role' };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
