/**
 * The module's public face: nothing other modules call. Agents and staff reach it through its
 * routes, the approvals inbox through app.ts (`register` answers its proposals).
 */
export type { AgentTransferService } from './service';
