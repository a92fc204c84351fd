import type { FastifyRequest } from 'fastify';
import type { StaffIdentity } from '../../../platform/request-context';

/** Who did a staff action and from where, as services record it in the audit. */
export interface StaffActor {
  staffId: number;
  ip: string;
}

/** Admin calls only run after the staff guard, so the identity is always there. */
export const actorOf = (staff: StaffIdentity | null, request: FastifyRequest): StaffActor => ({
  staffId: staff!.staffId,
  ip: request.ip,
});
