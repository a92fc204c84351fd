import type { CallData } from '@arks/contracts';
import {
  MemberCommissionPlan,
  MemberCommissionSettlement,
  MemberCommissionSettlements,
  MemberCommissionSummary,
} from '@arks/contracts/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { memberKeys } from '../../../api/query-keys';

export type PlanData = CallData<typeof MemberCommissionPlan>;
export type SettlementsPage = CallData<typeof MemberCommissionSettlements>;
export type SettlementRow = SettlementsPage['list'][number];
export type SettlementDetail = CallData<typeof MemberCommissionSettlement>;
export type SummaryData = CallData<typeof MemberCommissionSummary>;

const keys = {
  all: (memberId: string) => memberKeys.agentCommission(memberId),
};

/** The plan in force for the member's site and currency (readable before becoming an agent). */
export function useCommissionPlan(memberId: string) {
  return useQuery({
    queryKey: [...keys.all(memberId), 'plan'] as const,
    queryFn: ({ signal }) => callContract(MemberCommissionPlan, {}, { signal, silent: true }),
  });
}

/** The agent's settlement statements, newest period first, a page at a time. */
export function useSettlements(memberId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...keys.all(memberId), 'settlements', page, pageSize] as const,
    queryFn: ({ signal }) =>
      callContract(MemberCommissionSettlements, { page, page_size: pageSize }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** One statement with its calculation trace; only fetched while it is open. */
export function useSettlement(memberId: string, id: number | null) {
  return useQuery({
    queryKey: [...keys.all(memberId), 'settlement', id] as const,
    queryFn: ({ signal }) => callContract(MemberCommissionSettlement, { id: id! }, { signal, silent: true }),
    enabled: id !== null,
  });
}

/** The open period's estimate and the last settlements (the ProxyCenter card). */
export function useCommissionSummary(memberId: string) {
  return useQuery({
    queryKey: [...keys.all(memberId), 'summary'] as const,
    queryFn: ({ signal }) => callContract(MemberCommissionSummary, {}, { signal, silent: true }),
  });
}
