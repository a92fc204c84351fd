import type { LangCode } from '@arks/contracts';
import { GameList } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { filterOptions } from '../logic/bet-filter';
import { betKeys } from './bet-keys';

/**
 * The halls and providers the bet filter offers, with their names in the member's language: the
 * site's game list (spec §7 /v3/game_list) in the member's currency.
 */
export const fetchBetFilterOptions = (siteId: number, currency: string, signal?: AbortSignal) =>
  callContract(GameList, { site_id: siteId, currency, support_device: 0 }, { signal, silent: true });

export const betFilterOptionsQuery = (siteId: number, currency: string, lang: LangCode) =>
  queryOptions({
    queryKey: betKeys.filterOptions(siteId, currency, lang),
    queryFn: ({ signal }) => fetchBetFilterOptions(siteId, currency, signal),
    select: filterOptions,
    staleTime: 60_000,
  });

export const useBetFilterOptions = (siteId: number, currency: string, lang: LangCode) =>
  useQuery({ ...betFilterOptionsQuery(siteId, currency, lang), enabled: currency !== '' });
