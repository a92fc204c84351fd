import { dashboardArea } from '../features/dashboard/area';
import { contentArea } from '../features/content/area';
import { sitePagesArea } from '../features/site-pages/area';
import { siteWidgetsArea } from '../features/site-widgets/area';
import { membersArea } from '../features/members/area';
import { moneyArea } from '../features/money/area';
import { moneySetupArea } from '../features/money-setup/area';
import { rebatesArea } from '../features/rebates/area';
import { agentTransfersArea } from '../features/agent-transfers/area';
import { turnoverArea } from '../features/turnover/area';
import { levelsArea } from '../features/levels/area';
import { agentLinksArea } from '../features/agent-links/area';
import { engagementArea } from '../features/engagement/area';
import { betFeedsArea } from '../features/bet-feeds/area';
import { gamesArea } from '../features/games/area';
import { betsArea } from '../features/bets/area';
import { sitesArea } from '../features/sites/area';
import { staffArea } from '../features/staff/area';
import { reportsArea } from '../features/reports/area';
import { recommendArea } from '../features/recommend/area';
import { agentsArea } from '../features/agents/area';
import { commissionArea } from '../features/commission/area';
import type { ConsoleArea } from './area';
import type { AdminResource } from './resources';

/** Every area of the console, in menu order. A new area is one line here. */
export const AREAS: readonly ConsoleArea[] = [
  dashboardArea,
  membersArea,
  moneyArea,
  moneySetupArea,
  betsArea,
  betFeedsArea,
  turnoverArea,
  rebatesArea,
  levelsArea,
  reportsArea,
  agentsArea,
  agentLinksArea,
  commissionArea,
  agentTransfersArea,
  recommendArea,
  contentArea,
  sitePagesArea,
  siteWidgetsArea,
  engagementArea,
  gamesArea,
  sitesArea,
  staffArea,
];

/** Every resource of every area: what the data provider and access control look names up in. */
export const RESOURCES: readonly AdminResource[] = AREAS.flatMap((area) => area.resources);
