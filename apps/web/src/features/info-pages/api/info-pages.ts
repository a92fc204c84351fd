import type { InfoPageKind } from '@arks/contracts';
import { InfoPageDetail, InfoPageList } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';

/**
 * The server picks the currency (the member's own, else the visitor's ccy cookie), so the key carries
 * who is reading as well as the site and language.
 */
export interface InfoPageReader {
  siteId: number;
  language: string;
  reader: string;
}

const keys = {
  all: ['info-pages'] as const,
  list: (r: InfoPageReader, kind: InfoPageKind) =>
    [...keys.all, r.siteId, r.language, r.reader, kind] as const,
  detail: (r: InfoPageReader, kind: InfoPageKind, id: number) =>
    [...keys.all, r.siteId, r.language, r.reader, kind, id] as const,
};

export const infoPageListOptions = (r: InfoPageReader, kind: InfoPageKind) =>
  queryOptions({
    queryKey: keys.list(r, kind),
    queryFn: ({ signal }) =>
      callContract(InfoPageList, { site_id: r.siteId, kind }, { signal, silent: true }),
  });

export const useInfoPageList = (r: InfoPageReader, kind: InfoPageKind) =>
  useQuery(infoPageListOptions(r, kind));

export const useInfoPage = (r: InfoPageReader, kind: InfoPageKind, id: number) =>
  useQuery({
    queryKey: keys.detail(r, kind, id),
    queryFn: ({ signal }) =>
      callContract(InfoPageDetail, { site_id: r.siteId, kind, id }, { signal, silent: true }),
    // An address that is not a page number is answered without asking (the page says not found).
    enabled: id > 0,
    retry: false,
  });
