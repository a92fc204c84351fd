import { SignInCode } from '@arks/contracts';
import { type ErrorSpec, errorTable } from '../../../platform/app-error';

const e = (code: number, message: string): ErrorSpec => ({ code, httpStatus: 200, message });
export const SignInErrors = errorTable('signIn', {
  alreadySignedIn: e(SignInCode.ALREADY_SIGNED_IN, 'Already signed in today'),
  notOpen: e(SignInCode.NOT_OPEN, 'This sign-in campaign has not started'),
  expired: e(SignInCode.EXPIRED, 'This sign-in campaign has ended'),
} as const satisfies Record<string, ErrorSpec>);
