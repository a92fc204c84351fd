import type { AdminCallContract, TStaffRole } from '@arks/contracts';

/**
 * Whether a role may make a call: the server guard's own rule (admin may call everything; a call
 * naming no roles is admin's alone). Menus, buttons and routes ask this, so the console never offers
 * what the server would refuse.
 */
export function canCall(role: TStaffRole | undefined, contract: AdminCallContract): boolean {
  if (!role) return contract.roles === 'public';
  if (contract.roles === 'public' || role === 'admin') return true;
  return contract.roles.includes(role);
}
