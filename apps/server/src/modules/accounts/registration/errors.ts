import { PlatformCode, RegisterCode, SmsCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

const e = (code: number, message: string): ErrorSpec => ({ code, httpStatus: 200, message });

/** Spec §8 SMS codes (HTTP 200 with a non-success `code`). */
export const SmsErrors = errorTable('sms', {
  phoneBlank: e(SmsCode.PHONE_BLANK, 'Enter a phone number'),
  phoneInvalid: e(SmsCode.PHONE_VERIFY_ERROR, 'The phone number is not valid'),
  resendTooSoon: e(SmsCode.LIMIT_FIVE_MINUTES, 'A code was sent less than five minutes ago'),
  noBalance: e(SmsCode.NO_BALANCE, 'Verification by SMS is not available now'),
  contactService: e(SmsCode.CONTACT_SERVICE, 'Could not send the code, please contact customer service'),
  /** §8 register 215: the gateway refused the number; its own words replace this text when it gave some. */
  phoneRejected: e(RegisterCode.PHONE_SERVER_MESSAGE, 'This phone number cannot receive text messages'),
  /** §8 register 222: the introducer named when asking for the phone code is not a member of the site. */
  introducerNotFound: e(RegisterCode.INTRODUCER_NOT_FOUND_ON_PHONE_VERIFY, 'Introducer not found'),
} as const satisfies Record<string, ErrorSpec>);

/** Refusals of the agent-domain calls of the back office (staff read English). */
export const AgentDomainErrors = errorTable(
  'agentDomains',
  {
    hostTaken: { code: 409, httpStatus: 409, message: 'host: already the agent domain of a site' },
    notFound: { code: PlatformCode.NOT_FOUND, httpStatus: 404, message: 'No such agent domain on this site' },
  } as const satisfies Record<string, ErrorSpec>,
  'staff',
);
