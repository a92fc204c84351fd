import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The request wrapper already told the member (toast); silent retries would repeat the toast.
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}
