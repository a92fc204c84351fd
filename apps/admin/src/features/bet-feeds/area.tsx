import { FieldTimeOutlined } from '@ant-design/icons';
import {
  AdminBetFeedGapList,
  AdminBetFeedGapResolve,
  AdminBetFeedList,
  AdminBetFeedRepull,
} from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

const BetFeedsPage = lazyPage(() => import('./bet-feeds-page'), 'BetFeedsPage');

/**
 * Bet feeds (finance; the auditor reads): how far behind now each provider's bet feed is read, its
 * last error, the rows the pull could not place, and re-reading a time range.
 */
export const betFeedsArea: ConsoleArea = {
  key: 'betFeeds',
  resources: [
    { name: 'betFeeds', list: AdminBetFeedList, filters: {}, actions: { repull: AdminBetFeedRepull } },
    {
      name: 'betFeedGaps',
      list: AdminBetFeedGapList,
      filters: same('gp_id', 'status'),
      actions: { resolve: AdminBetFeedGapResolve },
    },
  ],
  pages: [{ path: '/bet-feeds', resource: 'betFeeds', action: 'list', element: <BetFeedsPage /> }],
  menu: [
    {
      key: 'bet-feeds',
      label: 'betFeeds.menu.feeds',
      icon: <FieldTimeOutlined />,
      path: '/bet-feeds',
      resource: 'betFeeds',
      group: 'wagering',
    },
  ],
};
