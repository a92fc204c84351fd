import { GameStatusCode, TIMING } from '@arks/contracts';
import type { TFunction } from 'i18next';
import { toast } from '../../../lib/toast';

/** Spec §8 launch code 957 (and forward_game.status 957): transfers to that game are switched off. */
export const TRANSFER_DISABLED_CODE = GameStatusCode.TRANSFER_DISABLED;
/** Ours (launch code and forward_game.status 959): the balance could not be moved into the game. */
export const TRANSFER_IN_FAILED_CODE = GameStatusCode.TRANSFER_IN_FAILED;

/**
 * One toast however the member hears it: the launching page gets both its own answer and the
 * server's forward_game.status, and the shared id shows them as one.
 */
export function showTransferDisabled(t: TFunction): void {
  toast.warning(t('games.transferDisabled'), {
    id: 'games-transfer-disabled',
    duration: TIMING.toastDuration,
  });
}

/** The same for 959: the launch's answer and the event show one toast. */
export function showTransferInFailed(t: TFunction): void {
  toast.error(t('games.transferInFailed'), {
    id: 'games-transfer-in-failed',
    duration: TIMING.toastDuration,
  });
}
