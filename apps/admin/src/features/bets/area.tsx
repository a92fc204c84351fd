import { HistoryOutlined } from '@ant-design/icons';
import { AdminBetRound, AdminBetSearch } from '@arks/contracts';
import type { ConsoleArea } from '../../app/area';
import { lazyPage } from '../../app/lazy-page';
import { same } from '../../app/resources';

// The page is fetched when first opened.
const BetList = lazyPage(() => import('./bet-list'), 'BetList');

/**
 * Bets: every member's rounds as the providers' feeds last described them (support, finance and
 * the auditor read them; nobody writes them). Filters live in the address.
 */
export const betsArea: ConsoleArea = {
  key: 'bets',
  resources: [
    {
      name: 'bets',
      list: AdminBetSearch,
      filters: {
        ...same(
          'site_id',
          'member_id',
          'account',
          'provider',
          'game_code',
          'round_id',
          'status',
          'currency',
          'min_stake',
          'max_stake',
        ),
        placed_at: { range: ['from', 'to'] },
      },
      actions: { round: AdminBetRound },
    },
  ],
  pages: [{ path: '/bets', resource: 'bets', action: 'list', element: <BetList /> }],
  menu: [
    {
      key: 'bets',
      label: 'bets.menu',
      icon: <HistoryOutlined />,
      path: '/bets',
      resource: 'bets',
      group: 'wagering',
    },
  ],
};
