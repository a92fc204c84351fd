import type { LangCode } from '@arks/contracts';
import { GameList } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { hallEntries } from '../logic/hall-list';
import { gameKeys } from './hall-games';

/**
 * Spec §7 /v3/game_list: the site's halls as staff set them (names, icons, order, which are shown).
 * Asked in the site's first currency on the desktop list, whoever is looking: names and order do not
 * depend on either, so every page shares one answer (and the page carries it, first-page.ts).
 */
export const hallListQuery = (siteId: number, currency: string, lang: LangCode) =>
  queryOptions({
    queryKey: [...gameKeys.all, 'hall-list', siteId, currency, lang] as const,
    queryFn: ({ signal }) =>
      callContract(GameList, { site_id: siteId, currency, support_device: 0 }, { signal, silent: true }),
    select: hallEntries,
    staleTime: 60_000,
    enabled: currency !== '',
  });

export const useHallList = (siteId: number, currency: string, lang: LangCode) =>
  useQuery(hallListQuery(siteId, currency, lang));
