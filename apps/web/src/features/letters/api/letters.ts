import { LIMITS, type CallData } from '@arks/contracts';
import { LetterDestroy, LetterList, LetterRead } from '@arks/contracts/routes';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { memberKeys } from '../../../api/query-keys';

export type LetterPage = CallData<typeof LetterList>;

/** Pages share the realtime key's prefix, so letter.sent/read/delete refetch every page and the badge. */
const pageKey = (memberId: string | null, page: number) => [...memberKeys.letters(memberId), page] as const;

export const letterPageQueryOptions = (memberId: string | null, page: number) =>
  queryOptions({
    queryKey: pageKey(memberId, page),
    queryFn: ({ signal }) =>
      callContract(LetterList, { page, count: LIMITS.letterPageSize }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });

export function useLetterPage(memberId: string | null, page: number, enabled = true) {
  return useQuery({ ...letterPageQueryOptions(memberId, page), enabled: enabled && memberId !== null });
}

export function useLetterActions(memberId: string | null) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberKeys.letters(memberId) });
  const read = useMutation({
    mutationFn: (id: number) => callContract(LetterRead, { id }),
    onSuccess: refresh,
  });
  const destroy = useMutation({
    mutationFn: (ids: number[] | undefined) => callContract(LetterDestroy, ids ? { ids } : {}),
    onSuccess: refresh,
  });
  return { read, destroy };
}
