import { RedEnvelopeClaim, RedEnvelopePromotion } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { memberKeys } from '../../../api/query-keys';
import { isRequestError } from '../../../api/request-error';

export const redEnvelopeQueryOptions = (memberId: string | null) =>
  queryOptions({
    queryKey: memberKeys.redEnvelope(memberId),
    queryFn: ({ signal }) => callContract(RedEnvelopePromotion, {}, { signal, silent: true }),
  });

/** The member's waiting envelope (null when none); RedEnvelopeDisplay on member.{currency} refetches it. */
export function useRedEnvelope(memberId: string | null) {
  return useQuery({ ...redEnvelopeQueryOptions(memberId), enabled: memberId !== null });
}

export type ClaimAnswer = { ok: true; cash: string } | { ok: false; code: number | null; message: string };

export async function claimRedEnvelope(id: number): Promise<ClaimAnswer> {
  try {
    return { ok: true, cash: (await callContract(RedEnvelopeClaim, { id }, { silent: true })).cash };
  } catch (error) {
    if (!isRequestError(error)) throw error;
    return { ok: false, code: error.code, message: error.message };
  }
}
