import { RedEnvelopeCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

const e = (code: number, message: string): ErrorSpec => ({ code, httpStatus: 200, message });
export const RedEnvelopeErrors = errorTable('redEnvelope', {
  cleared: e(RedEnvelopeCode.CLEARED, 'This red envelope is no longer available'),
  notEligible: e(101, 'This red envelope is for members who have deposited'),
} as const satisfies Record<string, ErrorSpec>);
