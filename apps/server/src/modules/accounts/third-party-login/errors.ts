import { ThirdPartyLoginCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

/** Answered with HTTP 200 and the code, as the login call answers its refusals; the popup passes them on. */
const e = (code: number, message: string): ErrorSpec => ({ code, httpStatus: 200, message });

export const ThirdPartyLoginErrors = errorTable('thirdPartyLogin', {
  unavailable: e(ThirdPartyLoginCode.PROVIDER_UNAVAILABLE, 'This sign-in option is not available right now'),
  noPublicOrigin: e(
    ThirdPartyLoginCode.PROVIDER_UNAVAILABLE,
    'Third-party sign-in is not available on this site yet (no public address is configured)',
  ),
  expired: e(ThirdPartyLoginCode.EXPIRED, 'This sign-in has expired or was already used; please try again'),
  refused: e(ThirdPartyLoginCode.REFUSED, 'The sign-in provider could not confirm your identity'),
} as const satisfies Record<string, ErrorSpec>);
