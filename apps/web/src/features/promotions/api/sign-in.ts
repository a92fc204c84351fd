import { SignInClaim, SignInData } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { memberKeys } from '../../../api/query-keys';
import { isRequestError } from '../../../api/request-error';

export const signInQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: memberKeys.signIn(memberId),
    queryFn: ({ signal }) => callContract(SignInData, {}, { signal, silent: true }),
  });

/** The member's sign-in campaign (null when none runs or is coming for their site and currency). */
export function useSignInCalendar(memberId: string | null) {
  return useQuery({ ...signInQueryOptions(memberId), enabled: memberId !== null });
}

export type SignInAnswer = { ok: true; date: string; cash: string } | { ok: false; message: string };

export async function signInToday(campaignId: number): Promise<SignInAnswer> {
  try {
    const { date, cash } = await callContract(SignInClaim, { campaign_id: campaignId }, { silent: true });
    return { ok: true, date, cash };
  } catch (error) {
    if (!isRequestError(error)) throw error;
    return { ok: false, message: error.message };
  }
}
