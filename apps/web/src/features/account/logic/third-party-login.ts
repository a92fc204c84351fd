import {
  PlatformCode,
  ThirdPartyLoginCode,
  type CallData,
  type CallRequest,
  type CrossTabMessage,
  type ThirdPartyLoginCallback,
} from '@arks/contracts';
import type { CallResult } from '../api/call-result';

type CallbackInput = Omit<CallRequest<typeof ThirdPartyLoginCallback>, 'site_id'>;

/** What /authCallback does with the address the provider sent the popup back to. */
export type CallbackStep =
  | { kind: 'exchange'; input: CallbackInput }
  /** The member declined or closed the provider's page: nothing went wrong, nothing to say. */
  | { kind: 'cancelled' }
  /** Not a provider's answer at all (opened by hand, or cut short). */
  | { kind: 'invalid' };

export function readCallback(search: string): CallbackStep {
  const query = new URLSearchParams(search);
  const value = (name: string) => query.get(name) || undefined;
  const state = value('state');
  const error = value('error');
  if (error === 'access_denied') return { kind: 'cancelled' };
  if (!state || (!value('code') && !error)) return { kind: 'invalid' };
  return {
    kind: 'exchange',
    input: {
      state,
      code: value('code'),
      iss: value('iss'),
      error,
      error_description: value('error_description'),
    },
  };
}

export type CallbackOutcome = CallResult<CallData<typeof ThirdPartyLoginCallback>>;

/**
 * The spec §3 cross-tab message that tells the opener how the sign-in ended: authLogin with the login
 * answer, or authLoginClose, with a result code (so the opener shows why) unless the member cancelled.
 */
export function callbackMessage(
  step: CallbackStep,
  outcome: CallbackOutcome | null,
  invalidMessage: string,
): CrossTabMessage {
  if (step.kind === 'cancelled') return { type: 'authLoginClose' };
  if (step.kind === 'invalid' || !outcome) {
    return { type: 'authLoginClose', code: ThirdPartyLoginCode.EXPIRED, message: invalidMessage };
  }
  if (outcome.ok) return { type: 'authLogin', data: outcome.data };
  // No code at all: the call itself failed (network, timeout); the opener still says so.
  return {
    type: 'authLoginClose',
    code: outcome.code ?? PlatformCode.UNAVAILABLE,
    message: outcome.message,
  };
}

/** A centred popup of a sign-in page's usual size, inside the screen the opener is on. */
export function popupFeatures(screen: {
  availWidth: number;
  availHeight: number;
  left: number;
  top: number;
}): string {
  const width = Math.min(500, screen.availWidth);
  const height = Math.min(640, screen.availHeight);
  const left = Math.round(screen.left + (screen.availWidth - width) / 2);
  const top = Math.round(screen.top + (screen.availHeight - height) / 2);
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
