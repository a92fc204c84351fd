import { AdminBetSearch, type TAdminBet } from '@arks/contracts';
import { useState } from 'react';
import { BetRoundDrawer, BetTable, BetTotals } from '../../../components/bet-table';
import { usePaged } from './use-paged';

/** The member's rounds, newest first, with the counted totals of all of them; a round opens its versions. */
export function MemberBets({ memberId }: { memberId: number }) {
  const { query, list, pagination } = usePaged(AdminBetSearch, { member_id: memberId });
  const [open, setOpen] = useState<TAdminBet | null>(null);
  return (
    <div data-testid="member-bets">
      <BetTotals totals={query.data?.totals} />
      <BetTable tableProps={{ dataSource: list, loading: query.isFetching, pagination }} onOpen={setOpen} />
      <BetRoundDrawer round={open} onClose={() => setOpen(null)} />
    </div>
  );
}
