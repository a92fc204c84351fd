import { Login, Register, ZLoginSuccess } from '@arks/contracts';
import { apiClient, type ApiClient, type Input, type Target } from './api-client';
import { registrationPayload } from './member-payload';

export interface MemberOptions {
  /** The member's address for registration and every call; a fresh one when not given. */
  ip?: string;
  /** Further headers on every call (host, accept-language). */
  headers?: Record<string, string>;
}

export interface Member extends ApiClient {
  id: number;
  account: string;
  token: string;
}

// Registration allows one member per address in a while; each member gets its own address unless
// the test chooses one.
let addressSeq = 0;
export function freshAddress(): string {
  addressSeq += 1;
  return `10.${200 + ((addressSeq >> 16) & 31)}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
}

/** Someone without an account: public calls only. */
export const visitor = (target: Target, options: MemberOptions = {}) => apiClient(target, '/api', options);

/** A member whose session the test issued itself (`app.sessions.issue`). */
export const memberWithToken = (target: Target, token: string, options: MemberOptions = {}) =>
  apiClient(target, '/api', { ...options, token });

/**
 * A member registered through the API (a site-1 RMB member unless `payload` says otherwise), signed
 * in with the token registration answers; `call`/`send` take contracts of `@arks/contracts`.
 */
export async function registeredMember(
  target: Target,
  payload: { member_account: string } & Partial<Input<typeof Register>>,
  options: MemberOptions = {},
): Promise<Member> {
  const { member_account, ...extra } = payload;
  const memberOptions = { ...options, ip: options.ip ?? freshAddress() };
  const answer = await visitor(target, memberOptions).call(
    Register,
    registrationPayload(member_account, extra),
  );
  return signedIn(target, answer, memberOptions);
}

/** An existing member signed in through the login call (`password` is the registration default). */
export async function loggedInMember(
  target: Target,
  login: Partial<Input<typeof Login>> & { account: string },
  options: MemberOptions = {},
): Promise<Member> {
  const answer = await visitor(target, options).call(Login, { site_id: 1, password: 'abc123', ...login });
  return signedIn(target, ZLoginSuccess.parse(answer), options);
}

function signedIn(
  target: Target,
  session: { member_id: number; member_account: string; token: string },
  options: MemberOptions,
): Member {
  return {
    id: session.member_id,
    account: session.member_account,
    token: session.token,
    ...memberWithToken(target, session.token, options),
  };
}
