import type { TAdminBet } from '@arks/contracts';
import { Refine } from '@refinedev/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreferencesProvider } from '../app/preferences';
import { ok, stubFetch } from '../test/fetch-stub';
import { BetRoundDrawer, BetTable, BetTotals } from './bet-table';

afterEach(() => vi.unstubAllGlobals());

const bet: TAdminBet = {
  id: '9',
  provider: 'GPHOUSE',
  round_id: 'R-1',
  version: 2,
  site_id: 1,
  member_id: 7,
  member_account: 'amy001',
  currency: 'RMB',
  game_code: 'koi-reels',
  hall: 2,
  stake: '10.00',
  payout: '18.00',
  valid_bet: '10.00',
  win_loss: '8.00',
  status: 'resettled',
  placed_at: '2026-03-01T02:00:00.000Z',
  settled_at: '2026-03-01T03:00:00.000Z',
  updated_at: '2026-03-01T03:00:00.000Z',
};
const { member_account: _account, ...version } = bet;

function Bets() {
  const [open, setOpen] = useState<TAdminBet | null>(null);
  return (
    <>
      <BetTotals
        totals={[{ currency: 'RMB', rounds: 1, stake: '10.00', valid_bet: '10.00', win_loss: '-2.50' }]}
      />
      <BetTable tableProps={{ dataSource: [bet], pagination: false }} showMember onOpen={setOpen} />
      <BetRoundDrawer round={open} onClose={() => setOpen(null)} />
    </>
  );
}

describe('the staff bet table', () => {
  it('shows each round with its member and totals, and opens every version of a round, the newest on top', async () => {
    const calls = stubFetch(
      ok({
        bet,
        versions: [
          {
            ...version,
            version: 1,
            status: 'settled',
            payout: '0.00',
            win_loss: '-10.00',
            received_at: bet.placed_at,
          },
          { ...version, received_at: bet.updated_at },
        ],
      }),
    );
    render(
      <MemoryRouter>
        <Refine>
          <PreferencesProvider>
            <Bets />
          </PreferencesProvider>
        </Refine>
      </MemoryRouter>,
    );
    const table = screen.getByTestId('bet-table');
    expect(within(table).getByText('amy001').closest('a')?.getAttribute('href')).toBe('/members/7?tab=bets');
    expect(within(screen.getByTestId('bet-totals')).getByText('-2.50')).toBeTruthy();
    fireEvent.click(within(table).getByText('R-1'));
    await waitFor(() => expect(screen.getByTestId('bet-version-1')).toBeTruthy());
    expect(calls[0]!.url).toBe('/api/admin/bets/GPHOUSE/R-1');
    const v1 = screen.getByTestId('bet-version-1');
    const v2 = screen.getByTestId('bet-version-2');
    expect(v1.querySelector('.ant-tag')?.textContent).toBe('Settled');
    expect(v2.querySelector('.ant-tag')?.textContent).toBe('Resettled');
    expect(v2.compareDocumentPosition(v1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
