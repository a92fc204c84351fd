import type { TStaffLanguage } from '@arks/contracts';
import { contentTexts } from '../features/content/texts';
import { sitePagesTexts } from '../features/site-pages/texts';
import { siteWidgetsTexts } from '../features/site-widgets/texts';
import { dashboardTexts } from '../features/dashboard/texts';
import { membersTexts } from '../features/members/texts';
import { moneyTexts } from '../features/money/texts';
import { moneySetupTexts } from '../features/money-setup/texts';
import { rebatesTexts } from '../features/rebates/texts';
import { agentTransfersTexts } from '../features/agent-transfers/texts';
import { commissionTexts } from '../features/commission/texts';
import { levelsTexts } from '../features/levels/texts';
import { engagementTexts } from '../features/engagement/texts';
import { betFeedsTexts } from '../features/bet-feeds/texts';
import { gamesTexts } from '../features/games/texts';
import { betsTexts } from '../features/bets/texts';
import { sitesTexts } from '../features/sites/texts';
import { reportsTexts } from '../features/reports/texts';
import { auditTexts, staffTexts } from '../features/staff/texts';
import { turnoverTexts } from '../features/turnover/texts';
import { recommendTexts } from '../features/recommend/texts';
import { agentsTexts } from '../features/agents/texts';
import { agentLinksTexts } from '../features/agent-links/texts';

/** An area's texts in both staff languages; the two have the same keys (catalogs.test.ts checks). */
export type AreaTexts = Record<TStaffLanguage, Record<string, unknown>>;

/**
 * Each console area's own texts, under the area's key in the catalog (`t('dashboard.title')`).
 * Areas whose texts predate this list keep them in locales/en-US.ts and zh-CN.ts.
 */
export const AREA_TEXTS: Record<string, AreaTexts> = {
  dashboard: dashboardTexts,
  members: membersTexts,
  money: moneyTexts,
  moneySetup: moneySetupTexts,
  rebates: rebatesTexts,
  agentTransfers: agentTransfersTexts,
  commission: commissionTexts,
  turnover: turnoverTexts,
  levels: levelsTexts,
  agents: agentsTexts,
  agentLinks: agentLinksTexts,
  content: contentTexts,
  sitePages: sitePagesTexts,
  siteWidgets: siteWidgetsTexts,
  engagement: engagementTexts,
  games: gamesTexts,
  bets: betsTexts,
  betFeeds: betFeedsTexts,
  sites: sitesTexts,
  reports: reportsTexts,
  staff: staffTexts,
  audit: auditTexts,
  recommend: recommendTexts,
};
