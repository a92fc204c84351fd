/** The module's public face: the agent centre's team reads (dashboard, downline, operation, stratified). */
export { createTeamService } from './service';
export type { TeamService } from './service';
