import { TIMING } from '@arks/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildKeys } from '../../../api/query-keys';
import { parseBuildManifest, type BuildManifest } from '../logic/build-watch';

/**
 * A static file beside index.html, not an /api call, so it bypasses the request wrapper. Never cached:
 * an old answer would hide the new build.
 */
export async function fetchLatestBuild(signal?: AbortSignal): Promise<BuildManifest | null> {
  const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store', signal });
  if (!response.ok) return null;
  return parseBuildManifest(await response.json().catch(() => null));
}

export const latestBuildQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: buildKeys.latest(),
    queryFn: ({ signal }) => fetchLatestBuild(signal),
    enabled,
    refetchInterval: TIMING.buildManifestPoll,
    refetchIntervalInBackground: false,
    retry: false,
  });

export function useLatestBuild(enabled: boolean) {
  return useQuery(latestBuildQueryOptions(enabled));
}
