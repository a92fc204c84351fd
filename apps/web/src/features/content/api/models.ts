import type { LangCode } from '@arks/contracts';
import { ModelLogin, ModelSetting, ModelSponsor } from '@arks/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/call';
import { contentKeys } from '../../../api/query-keys';

export interface ModelQuery {
  siteId: number;
  language: LangCode;
  /** The template the page is drawn with: the desktop template, or the mobile one on phones. */
  modelVersion: string;
}

const CALLS = {
  setting: { call: ModelSetting, key: contentKeys.ads },
  sponsor: { call: ModelSponsor, key: contentKeys.sponsors },
  login: { call: ModelLogin, key: contentKeys.loginList },
} as const;

/** Spec §7 model_setting / model_sponsor / model_login; refetched on their realtime events. */
export function siteModelsQuery(kind: keyof typeof CALLS, q: ModelQuery) {
  const { call, key } = CALLS[kind];
  return queryOptions({
    queryKey: [...key(q.siteId, q.language), q.modelVersion] as const,
    queryFn: ({ signal }) =>
      callContract(
        call,
        { site_id: q.siteId, language: q.language, model_version: q.modelVersion },
        { signal, silent: true },
      ),
    select: (data) => data.list,
    staleTime: 60_000,
  });
}

export const useSiteModels = (kind: keyof typeof CALLS, q: ModelQuery) => useQuery(siteModelsQuery(kind, q));
