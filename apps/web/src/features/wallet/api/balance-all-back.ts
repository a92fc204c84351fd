import { BalanceAllBack } from '@arks/contracts/routes';
import { callContract } from '../../../api/call';

/** Every game wallet back to the main wallet (spec §4 one-key balance return); errors come back to the caller. */
export const returnAllBalances = () => callContract(BalanceAllBack, {}, { silent: true });
