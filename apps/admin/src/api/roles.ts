import { staffMayCall, type AdminCallContract, type TStaffRole } from '@arks/contracts';

/**
 * Whether a role may make a call: the server guard's own rule (`staffMayCall`: admin everything, the
 * auditor every read, others the calls naming them). Menus, buttons and routes ask this, so the
 * console never offers what the server would refuse.
 */
export function canCall(role: TStaffRole | undefined, contract: AdminCallContract): boolean {
  if (!role) return contract.roles === 'public';
  return staffMayCall(role, contract);
}
